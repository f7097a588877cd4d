// The architecture rules that `npm run lint` checks with dependency-cruiser (see
// .dependency-cruiser.cjs and docs/ARCHITECTURE.md). A function of the server's modules folder,
// so the boundary tests (apps/server/test/architecture) run the same rules over fixture trees.
const fs = require('node:fs');
const path = require('node:path');

const MODULE = '^apps/server/src/modules/';
const TABLES = '^apps/server/src/modules/[^/]+/.*[.-]tables\\.ts$';
const REPOS = '^apps/server/src/modules/[^/]+/.*\\.repo\\.ts$';
/** A module's events file (`<module>.events.ts`): the events it publishes, which others import to subscribe. */
const EVENTS = '^apps/server/src/modules/[^/]+/[^/]+\\.events\\.ts$';
/** Node's modules that reach disks, networks and other processes (node:crypto and the like are pure enough). */
const IO_NODE_MODULES = '^(?:node:)?(?:fs|fs/promises|http|https|http2|net|tls|dgram|dns|dns/promises|child_process|cluster|worker_threads|readline|inspector)$';
/** Packages whose whole point is I/O: databases, queues, mail, SMS, payments, HTTP servers and clients, models. */
const IO_PACKAGES = '(?:^|/)node_modules/(?:pg|pg-boss|@electric-sql/pglite|drizzle-orm|nodemailer|twilio|stripe|@hono/node-server|request-filtering-agent|ai|@ai-sdk/[^/]+|better-auth)/';

/**
 * Each module's kind, read from its index.ts (`kind: 'core',` or `kind: 'product',`, see
 * platform/module.ts). A module folder that does not say its kind is an error, so no module
 * is ever left out of the rules.
 */
function readModuleKinds(modulesDir) {
  const kinds = { core: [], product: [] };
  const folders = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const name of folders) {
    const index = path.join(modulesDir, name, 'index.ts');
    const source = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : '';
    const said = new Set([...source.matchAll(/\bkind: '(core|product)',/g)].map((match) => match[1]));
    if (said.size !== 1) {
      throw new Error(
        `Module "${name}" must say its kind: its index.ts (${index}) has to contain \`kind: 'core',\` or \`kind: 'product',\` ` +
          `in its module object (see apps/server/src/platform/module.ts), so the architecture rules cover it (found ${said.size ? [...said].join(' and ') : 'none'}).`,
      );
    }
    kinds[[...said][0]].push(name);
  }
  return kinds;
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names) => (names.length ? names.map(escape).join('|') : '(?!)');

/** The dependency-cruiser configuration for a server whose modules live in `modulesDir`. */
function architectureRules(modulesDir) {
  const kinds = readModuleKinds(modulesDir);
  const CORE = anyOf(kinds.core);
  const PRODUCT = anyOf(kinds.product);
  return {
    forbidden: [
      {
        name: 'no-circular',
        severity: 'error',
        from: {},
        to: { circular: true },
      },
      {
        name: 'platform-knows-no-module',
        comment: 'platform/ is plumbing: it must not depend on product code or composition roots.',
        severity: 'error',
        from: { path: '^apps/server/src/platform/' },
        to: { path: [MODULE, '^apps/server/src/(app|boot|main|providers|seed|seed-demo|db-schema)\\.ts$'] },
      },
      {
        name: 'modules-through-index-only',
        comment: 'A module is reached only through its index.ts, or its events file to subscribe; its other files (its tables too) are its own.',
        severity: 'error',
        from: { path: `${MODULE}([^/]+)/` },
        to: {
          path: `${MODULE}([^/]+)/`,
          pathNot: [`${MODULE}$1/`, `${MODULE}[^/]+/index\\.ts$`, EVENTS],
        },
      },
      {
        name: 'event-files-stand-alone',
        comment: 'An events file declares events (platform/events, zod, shared constants): importing it to subscribe brings no module with it.',
        severity: 'error',
        from: { path: EVENTS },
        to: { path: [MODULE, '^apps/server/src/(?!platform/events/)'] },
      },
      {
        name: 'tables-are-their-modules-own',
        comment: "Another module's *.tables.ts is never imported: only the schema barrel (db-schema.ts) gathers them all.",
        severity: 'error',
        from: { path: `${MODULE}([^/]+)/` },
        to: { path: TABLES, pathNot: `${MODULE}$1/` },
      },
      {
        name: 'tables-only-through-the-schema-barrel',
        comment: 'Outside the modules, only the schema barrel (db-schema.ts) imports *.tables.ts.',
        severity: 'error',
        from: { path: '^apps/server/src/', pathNot: [MODULE, '^apps/server/src/db-schema\\.ts$'] },
        to: { path: TABLES },
      },
      {
        name: 'product-modules-are-independent',
        comment: "Product modules never import each other; they react to each other's events (events files only).",
        severity: 'error',
        from: { path: `${MODULE}(${PRODUCT})/` },
        to: { path: `${MODULE}(${PRODUCT})/`, pathNot: [`${MODULE}$1/`, EVENTS] },
      },
      {
        name: 'core-modules-do-not-depend-on-product-modules',
        severity: 'error',
        from: { path: `${MODULE}(${CORE})/` },
        to: { path: `${MODULE}(${PRODUCT})/` },
      },
      {
        name: 'routes-and-pages-reach-no-storage',
        comment: 'Routes, pages and live streams call use-cases; repos and tables stay behind them.',
        severity: 'error',
        from: { path: `${MODULE}[^/]+/.*\\.(?:routes|api-routes|pages|realtime)\\.ts$` },
        to: { path: [REPOS, TABLES] },
      },
      {
        name: 'domain-does-no-io',
        comment: 'domain/ is pure rules: no repos, realtime, jobs, database, disk or network (node:crypto and pure libraries are fine).',
        severity: 'error',
        from: { path: `${MODULE}[^/]+/domain/` },
        to: { path: [REPOS, '^apps/server/src/platform/(?:realtime|jobs)/', IO_NODE_MODULES, IO_PACKAGES] },
      },
      {
        name: 'domain-names-storage-types-only',
        comment: "domain/ may name its module's row types and the transaction type (import type), never use tables or the database.",
        severity: 'error',
        from: { path: `${MODULE}[^/]+/domain/` },
        to: { path: [TABLES, '^apps/server/src/platform/db/'], dependencyTypesNot: ['type-only'] },
      },
      {
        name: 'web-features-are-independent',
        comment: 'Features are composed at route level (app/), never by importing each other.',
        severity: 'error',
        from: { path: '^apps/web/src/features/([^/]+)/' },
        to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
      },
      {
        name: 'web-shared-code-knows-no-feature',
        severity: 'error',
        from: { path: '^apps/web/src/(components|lib)/' },
        to: { path: '^apps/web/src/(features|app)/' },
      },
      {
        name: 'shared-package-stands-alone',
        severity: 'error',
        from: { path: '^packages/shared/' },
        to: { path: '^apps/' },
      },
      {
        name: 'server-and-web-apart',
        severity: 'error',
        from: { path: '^apps/(server|web)/' },
        to: { path: '^apps/(web|server)/', pathNot: '^apps/$1/' },
      },
    ],
    options: {
      doNotFollow: { path: 'node_modules' },
      // node_modules is not excluded (only not followed), so rules can name packages (domain-does-no-io).
      exclude: { path: ['\\.test\\.ts$', '/dist/'] },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.base.json' },
      enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] },
    },
  };
}

module.exports = { architectureRules, readModuleKinds };
