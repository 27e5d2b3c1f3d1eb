// Prints the gzip size of the JavaScript each route loads, from Vite's manifest, and fails the build
// when a route passes its budget (script-budgets.json: the sign-in page's goal, every other route's,
// or the hold of a route not yet within it). `--json` prints every route's figure for the
// benchmarks, with its path and its goal.
//
// It counts what a route's cold load is known to fetch before it draws: the document's script and
// its static imports, the signed-in layout, the page and its static imports, and the words the
// router loads with every page (the console's, the frame's and the page's area's). What a page
// loads as it draws (a part drawn at once through `lazy()`, the server's catalogue with a first
// answer that carries words) only a browser knows: `npm run bench:cold` counts every script it
// fetched (bench/cold-load.ts), against the same budgets.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const web = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(fs.readFileSync(path.join(web, 'script-budgets.json'), 'utf8'));
/** The sign-in page's goal: the first visit of every member waits for it (a document of its own, `login.html`, without the console's router and frame). */
const SIGN_IN_GOAL = budgets.signInKB * KB;
/** Every other route's goal, the signed-in layout included. */
const ROUTE_GOAL = budgets.routeKB * KB;
/** What a route may load: its goal, or the hold of a route not yet within it. */
const budgetOf = (route, goal) => (budgets.notYetWithin[route] ?? goal / KB) * KB;
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
const SIGN_IN = { name: 'sign-in (/login)', path: '/login', signedIn: false, goal: SIGN_IN_GOAL, chunks: ['login.html'], budget: budgetOf('/login', SIGN_IN_GOAL) };
/** The words the router loads with every page (router/words.ts): the console's and the frame's. */
const CONSOLE_WORDS = ['src/components/words.ts', 'src/layouts/words.ts'];

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
      pages.set(`src/pages/${area}/${page}.tsx`, { route, signedIn, area });
    }
  }
  // The not-found page, which the route table (src/router/routes.ts) shows for any other path.
  const notFound = fs.readFileSync(path.join(web, 'src/router/routes.ts'), 'utf8').match(/path: '([^']+)', \.\.\.notFound/)?.[1];
  if (!notFound) throw new Error('report-size: cannot read the not-found route of src/router/routes.ts');
  pages.set('src/pages/misc/NotFoundPage.tsx', { route: notFound, signedIn: false, area: 'misc' });
  if (pages.size < 30) throw new Error(`report-size: read only ${pages.size} pages from the areas' manifests`);
  return [SIGN_IN, ...[...pages].map(([key, { route, signedIn, area }]) => ({
    name: key === 'src/pages/user-center/UserListPage.tsx' ? `user list (${route})` : route,
    path: route,
    signedIn,
    goal: ROUTE_GOAL,
    // The signed-in layout is in the chunk the console's document loads with its script (the
    // signed-in chunk, vite.config.ts), or else a chunk of its own.
    chunks: ['index.html', ...(signedIn && manifest[SIGNED_IN_LAYOUT] ? [SIGNED_IN_LAYOUT] : []), key, ...CONSOLE_WORDS, ...areaWords(area)],
    budget: budgetOf(route.replace(/\*$/, 'x'), ROUTE_GOAL),
  }))];
}

/** An area's words (`pages/<area>/words.ts`), which the router loads with its pages; an area without words has none. */
const areaWords = (area) => (manifest[`src/pages/${area}/words.ts`] ? [`src/pages/${area}/words.ts`] : []);

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
  console.log(`\nJavaScript loaded per route before it draws (gzip -9; goals: sign-in ${kb(SIGN_IN_GOAL)}, every other route ${kb(ROUTE_GOAL)}; script-budgets.json):`);
  for (const route of [...measured].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${route.name.padEnd(40)} ${kb(route.gzip).padStart(10)}  (${route.files} files)${route.gzip > route.budget ? `  OVER its ${kb(route.budget)} budget` : ''}`);
  }
}
if (over.length > 0) {
  console.error(`\nJavaScript budget exceeded by ${over.length} route(s): ${over.map((route) => `${route.name} ${kb(route.gzip)} > ${kb(route.budget)}`).join('; ')}`);
  process.exit(1);
}
