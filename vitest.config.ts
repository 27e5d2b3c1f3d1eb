import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const contractsSource = fileURLToPath(new URL('./packages/contracts/src/', import.meta.url));
const contracts = [
  { find: /^@wallet\/contracts$/, replacement: `${contractsSource}index.ts` },
  { find: /^@wallet\/contracts\/(.*)$/, replacement: `${contractsSource}$1.ts` },
];

/**
 * Which server test files a pass leaves out. CI runs the server suite twice, on the embedded
 * database and then on PostgreSQL (.ci/run):
 * - the files that always start their own embedded database (the server and CLI processes) would
 *   only repeat themselves on the PostgreSQL pass;
 * - the files that hammer the logic with random or heavy load (properties, the permission matrix,
 *   the ledger and engine loads) prove rules that do not depend on the database's engine: with
 *   HEAVY_TESTS_ON_POSTGRES=1 the embedded pass leaves them to the PostgreSQL pass, the production
 *   database. Without it (a plain `npm test`) every file runs.
 */
const ALWAYS_EMBEDDED = ['apps/server/src/main.test.ts', 'apps/server/src/cli.test.ts'];
const HEAVY = [
  'apps/server/src/**/*.property.test.ts',
  'apps/server/src/http/permission-matrix.test.ts',
  'apps/server/src/modules/banking/ledger-invariants.test.ts',
  'apps/server/src/modules/pix-engine/engine-load.test.ts',
];
const onPostgres = Boolean(process.env.DATABASE_URL);
const leftOut = onPostgres ? ALWAYS_EMBEDDED : process.env.HEAVY_TESTS_ON_POSTGRES === '1' ? HEAVY : [];

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
          name: 'server', include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'], exclude: ['**/node_modules/**', ...leftOut], pool: 'forks',
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
