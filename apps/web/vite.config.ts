import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** What the sign-in page shares with every signed-in screen: the API client and MUI's text field parts. */
const SIGN_IN_SHARED = /[\\/](api[\\/]client\.ts|contracts[\\/]src[\\/]envelope\.ts|@mui[\\/]material[\\/](InputBase|OutlinedInput|FormControl|FormLabel|FormHelperText|InputLabel|TextareaAutosize)[\\/])/;

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
          // The API client and the text fields of the sign-in page in one chunk, as they were before
          // screens without a text field (the dashboard, the status page) used the client: two
          // chunks instead of one cost the sign-in page about 0.8 KB of gzip.
          groups: [{ name: 'client', test: SIGN_IN_SHARED }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
