import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const contracts = fileURLToPath(new URL('./packages/contracts/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@wallet/contracts': contracts } },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'server', include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'], pool: 'forks' },
      },
      {
        extends: true,
        plugins: [react()],
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
