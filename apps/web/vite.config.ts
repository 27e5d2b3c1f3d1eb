import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * MUI's modules, which the signed-in screens share: in the signed-in chunk, with the layout.
 * Its icons are left out: each travels with the screens that draw it, where the chunk gave every
 * route every screen's icons (about 1.5 KB gzip more per route).
 */
const SHARED_MUI = /[\\/]@mui[\\/](material|system|utils)[\\/]/;
/**
 * MUI components that only a few screens draw (a picker's list, a stepper, tabs, toggles, radio
 * buttons, breadcrumbs): left out of that chunk, they travel with the screens that use them, and
 * every other route loads about 20 KB (gzip) less for it, in as many files.
 */
const FEW_SCREENS_MUI = /[\\/]@mui[\\/]material[\\/](esm[\\/])?(Autocomplete|useAutocomplete|Stepper|Step[A-Z]?\w*|Tabs|Tab|TabScrollButton|ToggleButton\w*|Switch|Radio\w*|Breadcrumbs)[\\/]/;

/** The two documents: the console, and the sign-in page without the console's router and frame. */
const DOCUMENTS = { console: 'index.html', 'sign-in': 'login.html' } as const;
const inWeb = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** What the bundler tells of a module while it groups modules into chunks. */
interface ModuleGraph { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null }

const SIGNED_IN_LAYOUT = inWeb('src/layouts/DefaultLayout.tsx');
/**
 * The contracts' index, which names every area's schemas: the layout uses a few of them, and a
 * walk through the index would take them all. The walk stops there.
 */
const CONTRACTS_INDEX = /[\\/]packages[\\/]contracts[\\/]src[\\/]index\.ts$/;
/** MUI's index, which names every component: a walk through MUI's modules stops there. */
const MUI_INDEX = /[\\/]@mui[\\/]material[\\/](esm[\\/])?index\.m?js$/;
/**
 * Where a walk from the layout stops: the contracts' index, and MUI's, which imports every
 * component and what they import (Popper.js among them): what the layout draws of MUI's is found by
 * its own rule (`drawnBySignedInLayout`).
 */
const INDEXES_OF_ALL = new RegExp(`${CONTRACTS_INDEX.source}|${MUI_INDEX.source}`);
/** The layout's modules, once per grouping pass (keyed by the layout's module, which a pass reuses). */
const layoutModulesOfPass = new WeakMap<object, Set<string>>();

/** `start` and every module it imports statically, all the way down, but not through `stop`. */
function staticImports(start: string, graph: ModuleGraph, stop: RegExp): Set<string> {
  const found = new Set<string>();
  const visit = (moduleId: string) => {
    if (found.has(moduleId) || stop.test(moduleId)) return;
    found.add(moduleId);
    for (const imported of graph.getModuleInfo(moduleId)?.importedIds ?? []) visit(imported);
  };
  visit(start);
  return found;
}

/**
 * Whether the signed-in layout runs a module: the layout and what it imports, statically, all the
 * way down (its frame, navigation, search box and providers, the API hooks, zod). Every signed-in
 * route loads all of them; they were 13 chunks of their own, most under 2 KB.
 */
function runBySignedInLayout(id: string, graph: ModuleGraph): boolean {
  const layout = graph.getModuleInfo(SIGNED_IN_LAYOUT);
  if (!layout) return false;
  let modules = layoutModulesOfPass.get(layout);
  if (!modules) {
    modules = staticImports(SIGNED_IN_LAYOUT, graph, INDEXES_OF_ALL);
    layoutModulesOfPass.set(layout, modules);
  }
  return modules.has(id);
}

/**
 * What only one document runs first, kept out of the chunk both load first: the console's router,
 * route table (the areas' manifests) and shell with its progress bar, and the sign-in page itself
 * (which loads the manifests only once signed in, to check where it goes on to). (The sign-in page
 * must stay within 150 KB: `scripts/report-size.mjs` fails the build past it.)
 */
const ONE_DOCUMENT_ONLY = [
  /node_modules\/react-router\//,
  /node_modules\/@mui\/material\/LinearProgress\//,
  /apps\/web\/src\/(main|App|sign-in)\.tsx$/,
  /apps\/web\/src\/router\/(?!full-load)/,
  /apps\/web\/src\/pages\/[^/]+\/area\.ts$/,
  /apps\/web\/src\/components\/(ProgressBar|page-load-progress)\./,
  /apps\/web\/src\/pages\/login\//,
];
const firstRunByOneDocument = (id: string) => ONE_DOCUMENT_ONLY.some((only) => only.test(id.replaceAll('\\', '/')));

/** A component's module under MUI's folder, by the name it is imported by (`Drawer/index.mjs`). */
const MUI_COMPONENT = /[\\/]@mui[\\/]material[\\/](esm[\\/])?(\w+)[\\/]index\.m?js$/;
/** The names one of our modules imports from MUI's index: `import { Box, Drawer } from '@mui/material'`. */
const MUI_NAMED_IMPORTS = /import\s*\{([^}]*)\}\s*from\s*["']@mui\/material["']/g;
/** MUI's modules the signed-in layout draws, once per grouping pass (keyed as the layout's modules are). */
const layoutMuiOfPass = new WeakMap<object, Set<string>>();

/**
 * Whether the signed-in layout draws a module of MUI's: the components the layout's own modules
 * import by name from MUI's index (read in their code, since the walk stops at the index, which
 * names them all), and what those components import, all the way down. What only screens draw
 * (a table, a chip, a card's action area) travels with them.
 */
function drawnBySignedInLayout(id: string, graph: ModuleGraph): boolean {
  const layout = graph.getModuleInfo(SIGNED_IN_LAYOUT);
  if (!layout || !runBySignedInLayout(SIGNED_IN_LAYOUT, graph)) return false;
  let modules = layoutMuiOfPass.get(layout);
  if (!modules) {
    const own = [...layoutModulesOfPass.get(layout)!].filter((moduleId) => !moduleId.includes('node_modules'));
    const names = new Set(own.flatMap((moduleId) => [...(graph.getModuleInfo(moduleId)?.code ?? '').matchAll(MUI_NAMED_IMPORTS)]
      .flatMap((named) => named[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!))));
    const imported = own.flatMap((moduleId) => graph.getModuleInfo(moduleId)?.importedIds ?? []);
    const index = imported.find((moduleId) => MUI_INDEX.test(moduleId));
    const components = (index ? graph.getModuleInfo(index)?.importedIds ?? [] : []).filter((moduleId) => names.has(MUI_COMPONENT.exec(moduleId)?.[2] ?? ''));
    const starts = [...components, ...imported.filter((moduleId) => SHARED_MUI.test(moduleId) && !MUI_INDEX.test(moduleId))];
    modules = new Set(starts.flatMap((start) => [...staticImports(start, graph, MUI_INDEX)]));
    layoutMuiOfPass.set(layout, modules);
  }
  return modules.has(id);
}

/**
 * What every signed-in screen runs and no document runs first: MUI's modules the layout draws
 * (by their own rule: the walk from the layout passes through MUI's index), and the layout's modules.
 */
const runByEverySignedInScreen = (id: string, graph: ModuleGraph) =>
  (SHARED_MUI.test(id) ? !FEW_SCREENS_MUI.test(id) && drawnBySignedInLayout(id, graph) : runBySignedInLayout(id, graph) || drawnBySignedInLayout(id, graph)) && !firstRunByOneDocument(id);

const CONSOLE_SCRIPT = '/src/main.tsx';
/** Where the server answers the sign-in document (apps/server/src/http/console-files.ts). */
const SIGN_IN_PATH = '/login';

/**
 * The sign-in document: the console's `index.html` with the sign-in script in place of the
 * console's, so that the two documents never differ but in that. It is written by no one: the
 * build reads it from here, and in development `/login` answers it, as the server does.
 */
function signInDocument(): Plugin {
  const file = inWeb(DOCUMENTS['sign-in']);
  const html = () => {
    const consoleDocument = fs.readFileSync(inWeb(DOCUMENTS.console), 'utf8');
    if (!consoleDocument.includes(CONSOLE_SCRIPT)) throw new Error(`${DOCUMENTS.console} no longer loads ${CONSOLE_SCRIPT}: the sign-in document cannot be made from it`);
    return consoleDocument.replace(CONSOLE_SCRIPT, '/src/sign-in.tsx');
  };
  return {
    name: 'sign-in-document',
    enforce: 'pre',
    resolveId: (id) => (id === file ? file : null),
    load: (id) => (id === file ? html() : null),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== SIGN_IN_PATH) return next();
        server.transformIndexHtml(request.url, html()).then((page) => {
          response.setHeader('content-type', 'text/html');
          response.end(page);
        }, next);
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    signInDocument(),
    // Each text file also written brotli- and gzip-compressed, at their best levels, once, here: the
    // server sends the form a browser accepts (@fastify/static's preCompressed) and compresses
    // nothing per request. Sent as built, a list page's JavaScript was 1.5 MB instead of 0.5.
    compression(),
  ],
  resolve: {
    alias: [
      { find: /^@wallet\/contracts$/, replacement: fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)) },
      { find: /^@wallet\/contracts\/(.*)$/, replacement: fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url)) + '$1.ts' },
    ],
  },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      input: Object.fromEntries(Object.entries(DOCUMENTS).map(([name, html]) => [name, inWeb(html)])),
      output: {
        codeSplitting: {
          // Few files rather than many: the server speaks HTTP/1.1, six requests at a time, and a
          // list page asked for 86 files, most under 2 KB, each waiting its turn (Lighthouse's
          // cold load: 41 files, the largest paint 1.8 s → 1.45 s). What both documents run first
          // (React, MUI's core, i18next, the preferences) is one chunk; what every signed-in
          // screen runs (the rest of MUI and the signed-in layout's own modules) another, which the
          // console's document loads with its script: a list page then asked for 34 files instead
          // of 47, and its largest paint came 50 to 150 ms sooner in Lighthouse.
          groups: [
            { name: 'first', tags: ['$initial'], test: (id) => !id.endsWith('.html') && !firstRunByOneDocument(id), priority: 2 },
            { debugName: 'signed-in', name: (id, graph) => (runByEverySignedInScreen(id, graph) ? 'signed-in' : null), priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
