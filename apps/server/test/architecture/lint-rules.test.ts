import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules beside the boundaries (eslint.config.js, knip.jsonc), each shown failing.
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FLOATING = '@typescript-eslint/no-floating-promises';

describe('type-aware lint', () => {
  it('the floating-promise rule covers the server, the web app and the shared package', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of ['apps/server/src/main.ts', 'apps/web/src/main.tsx', 'packages/shared/src/index.ts']) {
      const config = (await eslint.calculateConfigForFile(path.join(ROOT, file))) as { rules: Record<string, unknown> };
      expect([file, config.rules[FLOATING]]).toEqual([file, [2]]);
    }
    // Loading the type-aware configuration takes seconds on a busy machine.
  }, 60_000);

  it('a promise neither awaited nor let go with void fails', async () => {
    // A file that is not on disk, linted as if it were in the shared package (the smallest program),
    // typed through a default project.
    const file = 'packages/shared/src/floating-promise.fixture.ts';
    const eslint = new ESLint({
      cwd: ROOT,
      overrideConfig: { files: [file], languageOptions: { parserOptions: { projectService: { allowDefaultProject: [file] } } } },
    });
    const lint = async (call: string) => {
      const source = `async function save(): Promise<void> {}\n\nexport function onSaved(): void {\n  ${call};\n}\n`;
      const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
      return result!.messages.map((message) => message.ruleId);
    };
    expect(await lint('save()')).toEqual([FLOATING]);
    expect(await lint('void save()')).toEqual([]);
  }, 120_000);
});

describe('knip', () => {
  it('finds an unused file, an unused export and an unused dependency, not an export used in its own file', () => {
    const fixture = path.join(import.meta.dirname, 'fixtures/knip');
    const knip = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/knip/bin/knip.js'), '--directory', fixture, '--reporter', 'json', '--no-exit-code'], { encoding: 'utf8' });
    expect(knip.status, knip.stderr).toBe(0);
    const { issues } = JSON.parse(knip.stdout) as { issues: Array<{ file: string; files: Array<{ name: string }>; exports: Array<{ name: string }>; dependencies: Array<{ name: string }> }> };
    const names = (kind: 'files' | 'exports' | 'dependencies') => issues.flatMap((issue) => issue[kind].map((item) => `${issue.file}: ${item.name}`));
    expect(names('files')).toEqual(['orphan.ts: orphan.ts']);
    expect(names('exports')).toEqual(['greetings.ts: farewell']);
    expect(names('dependencies')).toEqual(['package.json: zod']);
  }, 60_000);
});
