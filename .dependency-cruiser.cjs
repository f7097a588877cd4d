// Architecture rules, checked by `npm run lint` (see docs/ARCHITECTURE.md).
const CORE = 'accounts|properties|reservations|automation|notifications|system';
const PRODUCT = 'messaging|locks|supplies|cleaning|claims|optimizer|billing';

module.exports = {
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
      to: { path: ['^apps/server/src/modules/', '^apps/server/src/(app|boot|main|providers|seed|seed-demo|db-schema)\\.ts$'] },
    },
    {
      name: 'modules-through-index-only',
      comment: "A module is reached only through its index.ts; its files are its own.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$', '^apps/server/src/modules/[^/]+/[^/]+\\.tables\\.ts$'],
      },
    },
    {
      name: 'product-modules-are-independent',
      comment: 'Product modules never import each other; they react to events from core modules.',
      severity: 'error',
      from: { path: `^apps/server/src/modules/(${PRODUCT})/` },
      to: { path: `^apps/server/src/modules/(${PRODUCT})/`, pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'core-modules-do-not-depend-on-product-modules',
      severity: 'error',
      from: { path: `^apps/server/src/modules/(${CORE})/` },
      to: { path: `^apps/server/src/modules/(${PRODUCT})/` },
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
    exclude: { path: ['node_modules', '\\.test\\.ts$', '/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] },
  },
};
