// No circle of server modules: two modules that import each other, directly or round a circle of
// modules, are one module in two folders. A pass of its own, over modules/ alone, because
// dependency-cruiser finds a circle of folders over every folder it sees, and the tests' support
// (db/ → test-support/ → a module) would close circles that no module makes.
const { options } = require('./.dependency-cruiser.cjs');

const MODULE = '^apps/server/src/modules/[^/]+$';

module.exports = {
  forbidden: [
    {
      name: 'modules-import-each-other',
      comment: 'Two server modules import each other, directly or round a circle of modules: one of them must go without the other.',
      severity: 'error',
      scope: 'folder',
      from: { path: MODULE },
      to: { path: MODULE, circular: true },
    },
  ],
  options: { ...options, includeOnly: '^apps/server/src/modules/' },
};
