// Prints the gzip size of the JavaScript each key route loads, from Vite's manifest, and fails
// the build when the sign-in route passes its budget; the user list's goal is reported, not
// enforced (see bench/RESULTS.md). `--json` prints the figures for the benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Every JS file a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipBytes = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const routes = [
  { name: 'sign-in (/login)', chunks: ['index.html', 'src/pages/login/LoginPage.tsx'], budget: 200 * 1024, enforced: true },
  { name: 'user list (/userCenter/userList)', chunks: ['index.html', 'src/layouts/DefaultLayout.tsx', 'src/pages/user-center/UserListPage.tsx'], budget: 350 * 1024, enforced: false },
];

const measured = routes.map((route) => {
  const files = new Set();
  for (const key of route.chunks) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    for (const file of staticClosure(key)) files.add(file);
  }
  const gzip = [...files].filter((f) => f.endsWith('.js')).reduce((sum, file) => sum + gzipBytes(file), 0);
  return { ...route, gzip, files: files.size };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(measured));
} else {
  console.log('\nJavaScript loaded per route (gzip -9):');
  for (const route of measured) {
    const over = route.gzip > route.budget ? ', OVER' : '';
    console.log(`  ${route.name.padEnd(36)} ${kb(route.gzip).padStart(10)}  (${route.enforced ? 'budget' : 'goal'} ${kb(route.budget)}${over}, ${route.files} files)`);
  }
}
if (measured.some((route) => route.enforced && route.gzip > route.budget)) process.exit(1);
