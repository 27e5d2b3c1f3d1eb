import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const contractsSource = fileURLToPath(new URL('./packages/contracts/src/', import.meta.url));
const contracts = [
  { find: /^@wallet\/contracts$/, replacement: `${contractsSource}index.ts` },
  { find: /^@wallet\/contracts\/(.*)$/, replacement: `${contractsSource}$1.ts` },
];

export default defineConfig({
  resolve: { alias: contracts },
  test: {
    testTimeout: 60_000,
    // Both cores: the default leaves one idle on a two-core machine, and the suite is CPU-bound.
    maxWorkers: 2,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server', include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'], pool: 'forks',
          // One migrated database, copied by each test file's fresh database.
          globalSetup: ['apps/server/src/test-support/database-template.ts'],
        },
      },
      {
        // Real processes, killed and restarted, on PostgreSQL: one file at a time (npm run test:reliability).
        extends: true,
        test: {
          name: 'reliability', include: ['apps/server/src/reliability/**/*.reliability.ts'], pool: 'forks', fileParallelism: false,
          testTimeout: 600_000, hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['apps/web/src/test-setup.ts'], isolate: false },
      },
    ],
  },
});
