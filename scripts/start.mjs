// `npm start`: install if needed, build if a source changed since the last build, then serve the
// console and API on the embedded database, the DICT simulator beside them.
import { ensureInstalled, run } from './ensure-install.mjs';
import { buildIsCurrent, newestSourceChange, recordBuild } from './build-stamp.mjs';

ensureInstalled();
const sources = newestSourceChange();
if (buildIsCurrent(sources)) {
  console.log('The build is up to date with the sources.');
} else {
  console.log('Building the server and the console...');
  // What serving needs: the server compiled and the console bundled. `npm run build` and `npm test`
  // also type-check the tests and the console and hold the bundle to its size budget.
  run('node', ['node_modules/typescript7/bin/tsc', '-b']);
  // A migrated empty database, which the first start copies (apps/server/src/db/embedded-template.ts).
  run('node', ['apps/server/dist/db/write-embedded-template.js']);
  run('node', ['node_modules/vite/bin/vite.js', 'build', 'apps/web', '--logLevel', 'warn']);
  recordBuild(sources);
}
await import('./serve.mjs');
