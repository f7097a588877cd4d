import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

// The architecture rules `npm run lint` checks (.dependency-cruiser.cjs), run over fixture trees
// laid out like the repository: each fixture file marked VIOLATION breaks exactly one rule.
const require = createRequire(import.meta.url);
const { architectureRules, readModuleKinds } = require('../../../../scripts/architecture-rules.cjs') as {
  architectureRules(modulesDir: string): Required<Pick<IConfiguration, 'forbidden' | 'options'>>;
  readModuleKinds(modulesDir: string): { core: string[]; product: string[] };
};

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const SERVER_MODULES = path.resolve(import.meta.dirname, '../../src/modules');
const modulesOf = (root: string) => path.join(root, 'apps/server/src/modules');

async function violationsIn(root: string): Promise<IViolation[]> {
  const { forbidden, options } = architectureRules(modulesOf(root));
  // The CLI reads tsConfig itself; the fixtures import by relative path and need none.
  const { tsConfig: _tsConfig, ...cruiseOptions } = options;
  const result = await cruise(['apps/server/src'], { ...cruiseOptions, baseDir: root, validate: true, ruleSet: { forbidden } });
  if (typeof result.output === 'string') throw new Error('expected a cruise result, got a report');
  return result.output.summary.violations;
}

describe('the modules the rules know', () => {
  it("come from every module folder's own kind, none left out (support included)", () => {
    const kinds = readModuleKinds(SERVER_MODULES);
    const folders = fs.readdirSync(SERVER_MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect([...kinds.core, ...kinds.product].sort()).toEqual(folders.sort());
    expect(kinds.core).toContain('accounts');
    expect(kinds.product).toContain('support');
  });

  it('a module folder that does not say its kind makes the configuration throw', () => {
    expect(() => architectureRules(modulesOf(path.join(FIXTURES, 'module-without-kind')))).toThrow(/Module "nameless" must say its kind: .*found none/);
  });
});

describe('each boundary rule fails on the fixture that breaks it', () => {
  const root = path.join(FIXTURES, 'boundaries');
  const src = 'apps/server/src';
  let found: Array<{ rule: string; from: string; to: string }> = [];

  beforeAll(async () => {
    found = (await violationsIn(root)).map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }));
  }, 60_000);

  const expected: Array<[string, string, string | RegExp]> = [
    ['modules-through-index-only', 'modules/stays/deep-import.ts', 'modules/hosting/hosting.internals.ts'],
    ['modules-through-index-only', 'modules/stays/reads-hosting-tables.ts', 'modules/hosting/hosting.tables.ts'],
    ['tables-are-their-modules-own', 'modules/stays/reads-hosting-tables.ts', 'modules/hosting/hosting.tables.ts'],
    ['tables-only-through-the-schema-barrel', 'seed-demo.ts', 'modules/hosting/hosting.tables.ts'],
    ['product-modules-are-independent', 'modules/parcels/index.ts', 'modules/lockers/index.ts'],
    ['core-modules-do-not-depend-on-product-modules', 'modules/stays/depends-on-a-product.ts', 'modules/lockers/index.ts'],
    ['routes-and-pages-reach-no-storage', 'modules/stays/stays.routes.ts', 'modules/stays/stays.repo.ts'],
    ['routes-and-pages-reach-no-storage', 'modules/stays/stays.pages.ts', 'modules/stays/stays.tables.ts'],
    ['domain-does-no-io', 'modules/stays/domain/reads-the-repo.ts', 'modules/stays/stays.repo.ts'],
    ['domain-does-no-io', 'modules/stays/domain/announces.ts', 'platform/realtime/realtime-hub.ts'],
    ['domain-does-no-io', 'modules/stays/domain/reads-a-file.ts', /^(node:)?fs$/],
    ['domain-does-no-io', 'modules/stays/domain/queries.ts', /(^|\/)node_modules\/pg\//],
    ['domain-names-storage-types-only', 'modules/stays/domain/uses-the-table.ts', 'modules/stays/stays.tables.ts'],
    ['domain-names-storage-types-only', 'modules/stays/domain/uses-the-database.ts', 'platform/db/database.ts'],
    ['platform-knows-no-module', 'platform/reaches-a-module.ts', 'modules/hosting/index.ts'],
    ['no-circular', 'modules/stays/cycle-one.ts', 'modules/stays/cycle-two.ts'],
    ['event-files-stand-alone', 'modules/lockers/lockers.events.ts', 'modules/lockers/lockers.tables.ts'],
  ];

  it.each(expected)('%s: %s → %s', (rule, from, to) => {
    const target = typeof to === 'string' ? `${src}/${to}` : expect.stringMatching(to);
    expect(found).toContainEqual({ rule, from: `${src}/${from}`, to: target });
  });

  it('reports nothing else: own tables, type-only row types, index imports, other modules’ events files and the schema barrel stay allowed', () => {
    expect(found).toHaveLength(expected.length);
  });
});
