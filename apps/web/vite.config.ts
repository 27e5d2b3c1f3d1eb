import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * MUI's modules, which the signed-in screens share: one chunk, loaded with the signed-in layout.
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

export default defineConfig({
  plugins: [
    react(),
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
      output: {
        codeSplitting: {
          // Few files rather than many: the server speaks HTTP/1.1, six requests at a time, and a
          // list page asked for 86 files, most under 2 KB, each waiting its turn (Lighthouse's
          // cold load: 41 files, the largest paint 1.8 s → 1.45 s). What every visit runs first
          // (React, the router, the theme, the sign-in page, the API client) is one chunk; the rest
          // of MUI, which the signed-in screens share, another.
          groups: [
            { name: 'first', tags: ['$initial'], priority: 2 },
            { name: 'mui', test: (id) => SHARED_MUI.test(id) && !FEW_SCREENS_MUI.test(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
