// Module borders, checked by `npm run check:borders` (in `npm test`): every rule is an error. The
// rule against circles of server modules has a file of its own (.dependency-cruiser.modules.cjs).
// Why these rules and this tool: docs/decisions/0053-module-borders.md.
const SERVER = '^apps/server/src/';
const MODULE = `${SERVER}modules/[^/]+`;
/** What runs in production: the server's files but its tests, its test support and its reliability suite. */
const NOT_PRODUCTION = [`${SERVER}test-support/`, `${SERVER}reliability/`, '\\.test\\.ts$'];

const options = {
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '(^|/)dist/' },
  // Type-only imports count: a border is about what a file knows, not only what it runs.
  tsPreCompilationDeps: true,
  enhancedResolveOptions: {
    exportsFields: ['exports'],
    conditionNames: ['import', 'require', 'node', 'default', 'types'],
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
  },
};

module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment: 'A server module imports a file of another module: import what it offers from its public face, modules/<name>/index.ts.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: [`${SERVER}modules/$1/`, `${MODULE}/index\\.ts$`] },
    },
    {
      name: 'module-internals-from-outside',
      comment: 'A file outside the modules imports a module file other than its public face, modules/<name>/index.ts.',
      severity: 'error',
      from: { pathNot: `${SERVER}modules/` },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: `${MODULE}/index\\.ts$` },
    },
    {
      name: 'routes-build-no-sql',
      comment: 'A routes.ts only binds calls to services: the SQL (Drizzle, db/) belongs in the module\'s services and queries.',
      severity: 'error',
      from: { path: `${MODULE}/routes\\.ts$` },
      to: { path: ['(^|/)node_modules/drizzle-orm/', '^drizzle-orm', `${SERVER}db/`] },
    },
    {
      name: 'production-imports-no-seed',
      comment: 'Only the demo data itself, the seed command (cli.ts) and a first start with SEED_DEMO (api-process.ts) use seed/.',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}seed/`, `${SERVER}cli\\.ts$`, `${SERVER}api-process\\.ts$`, ...NOT_PRODUCTION] },
      to: { path: `${SERVER}seed/` },
    },
    {
      name: 'production-imports-no-test-support',
      comment: 'A production file (the demo data included) imports test support or a test.',
      severity: 'error',
      from: { path: SERVER, pathNot: NOT_PRODUCTION },
      to: { path: [`${SERVER}test-support/`, '\\.test\\.ts$'] },
    },
    {
      name: 'web-area-internals',
      comment: 'A console area (a folder of apps/web/src/pages) imports another area\'s files: only its manifest, pages/<area>/area.ts, is public.',
      // What areas share lives in components/ (their words in components/words.ts), test helpers in test-support/.
      severity: 'error',
      from: { path: '^apps/web/src/pages/([^/]+)/' },
      to: { path: '^apps/web/src/pages/[^/]+/', pathNot: ['^apps/web/src/pages/$1/', '^apps/web/src/pages/[^/]+/area\\.ts$'] },
    },
  ],
  options,
};
