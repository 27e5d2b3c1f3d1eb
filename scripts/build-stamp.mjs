// Whether the built server and console are as new as their sources, so that `npm start` builds only
// after a change. A stamp written after each successful build keeps the newest source time it saw.
import fs from 'node:fs';
import path from 'node:path';

/** Everything a build reads: sources, the page, the package files and the compiler and bundler settings. */
const SOURCES = [
  'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json',
  'packages/contracts/src', 'packages/contracts/package.json', 'packages/contracts/tsconfig.json',
  'packages/dict-api/src', 'packages/dict-api/openapi', 'packages/dict-api/med2', 'packages/dict-api/package.json', 'packages/dict-api/tsconfig.json',
  'packages/pki/src', 'packages/pki/package.json', 'packages/pki/tsconfig.json',
  'packages/journal/src', 'packages/journal/package.json', 'packages/journal/tsconfig.json',
  'packages/spi-messages/src', 'packages/spi-messages/catalogue', 'packages/spi-messages/package.json', 'packages/spi-messages/tsconfig.json',
  'apps/server/src', 'apps/server/package.json', 'apps/server/tsconfig.json',
  'apps/dict-sim/src', 'apps/dict-sim/package.json', 'apps/dict-sim/tsconfig.json',
  'apps/spi-sim/src', 'apps/spi-sim/package.json', 'apps/spi-sim/tsconfig.json',
  'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/package.json', 'apps/web/tsconfig.json',
  'apps/web/vite.config.ts', 'apps/web/scripts',
];
/** What serving needs: without any of these, build whatever the stamp says. */
const OUTPUTS = ['packages/contracts/dist/index.js', 'packages/dict-api/dist/index.js', 'packages/pki/dist/index.js', 'packages/journal/dist/index.js', 'apps/server/dist/main.js', 'apps/dict-sim/dist/main.js', 'apps/server/dist/embedded-template.tar', 'apps/web/dist/index.html'];
const STAMP = 'node_modules/.cache/wallet-admin/build-stamp.json';

/**
 * The newest modification time under the sources, in milliseconds. Folders count too: a deleted or
 * renamed file changes its folder's time, not any remaining file's.
 */
export function newestSourceChange() {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  SOURCES.forEach(visit);
  return newest;
}

export function buildIsCurrent(newestSource) {
  if (!OUTPUTS.every((file) => fs.existsSync(file)) || !fs.existsSync(STAMP)) return false;
  return JSON.parse(fs.readFileSync(STAMP, 'utf8')).newestSource >= newestSource;
}

/** Called after a successful build with the time measured before it, so an edit made during the build still counts. */
export function recordBuild(newestSource) {
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, JSON.stringify({ newestSource }) + '\n');
}
