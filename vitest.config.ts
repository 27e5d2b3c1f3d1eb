import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@wallet/contracts': fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url)) },
  },
  test: {
    include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
