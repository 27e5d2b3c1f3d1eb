import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const contractsSource = fileURLToPath(new URL('./packages/contracts/src/', import.meta.url));
const contracts = [
  { find: /^@wallet\/contracts$/, replacement: `${contractsSource}index.ts` },
  { find: /^@wallet\/contracts\/(.*)$/, replacement: `${contractsSource}$1.ts` },
  // The DICT's API from its sources too, as the simulator's and the client's tests use it.
  { find: /^@wallet\/dict-api$/, replacement: fileURLToPath(new URL('./packages/dict-api/src/index.ts', import.meta.url)) },
  { find: /^@wallet\/spi-messages$/, replacement: fileURLToPath(new URL('./packages/spi-messages/src/index.ts', import.meta.url)) },
  { find: /^@wallet\/journal$/, replacement: fileURLToPath(new URL('./packages/journal/src/index.ts', import.meta.url)) },
  { find: /^@wallet\/pki$/, replacement: fileURLToPath(new URL('./packages/pki/src/index.ts', import.meta.url)) },
];

/**
 * Which server test files a pass runs. CI runs the server suite on PostgreSQL, the production
 * database (.ci/run); its embedded pass (SERVER_TESTS_ON_POSTGRES set: to 1, or to the PostgreSQL
 * server the suite runs on meanwhile) runs only what touches the database engine itself, which
 * must hold on both: the driver and migrations, transactions and idempotency, the job queue, ledger
 * postings, streamed exports, the trigram search, the first start, and the server and CLI processes
 * and the embedded template (which always use an embedded database, so the PostgreSQL pass leaves
 * them out). The browser tests run the whole product on the embedded database too. A plain
 * `npm test`, without DATABASE_URL or the flag, runs every file.
 */
const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/dict-sim/src/**/*.test.ts', 'apps/spi-sim/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'];
const ALWAYS_EMBEDDED = ['apps/server/src/main.test.ts', 'apps/server/src/cli.test.ts', 'apps/server/src/db/embedded-template.test.ts'];
const DATABASE_ENGINE = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/http/call.test.ts',
  'apps/server/src/jobs/**/*.test.ts',
  'apps/server/src/modules/ledger/**/*.test.ts',
  'apps/server/src/modules/trades/exports.test.ts',
  'apps/server/src/modules/search/**/*.test.ts',
  'apps/server/src/modules/staff/first-admin.test.ts',
  'apps/server/src/seed/demo-accounts.test.ts',
];
const serverFiles = process.env.DATABASE_URL
  ? { include: SERVER_TESTS, exclude: ALWAYS_EMBEDDED }
  : process.env.SERVER_TESTS_ON_POSTGRES
    ? { include: [...DATABASE_ENGINE, ...ALWAYS_EMBEDDED], exclude: [] }
    : { include: SERVER_TESTS, exclude: [] };

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
          name: 'server', include: serverFiles.include, exclude: ['**/node_modules/**', ...serverFiles.exclude], pool: 'forks', isolate: false,
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
