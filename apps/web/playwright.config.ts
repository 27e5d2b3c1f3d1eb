import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_DICT_PORT, E2E_PORT } from './e2e/environment';

/** Browser tests: Debian's Chromium against the real server on a fresh embedded database. */
export default defineConfig({
  testDir: './e2e',
  // After the server is up: the first admin's temporary password, changed once for the run.
  globalSetup: './e2e/global-setup.ts',
  outputDir: '../../test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One test at a time: the journeys count what they change in the demo data, and a second browser
  // on two cores only slows both (tried: the sweeps took twice as long and a page timed out).
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    // The server with the DICT simulator beside it, as `npm start` serves them.
    command: `rm -rf "${E2E_DATA_DIR}" && node ../../scripts/serve.mjs`,
    url: `${E2E_BASE_URL}/login`,
    timeout: 90_000,
    reuseExistingServer: false,
    // The server's warnings and errors (LOG_LEVEL=warn) in the run's output: a failed journey's cause
    // is often there.
    stdout: 'pipe',
    // The suite signs in as admin far more often than the per-username limit allows a person;
    // the limits themselves are proven by the API tests.
    env: {
      PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: E2E_DATA_DIR, DICT_SIM_PORT: String(E2E_DICT_PORT), LOG_LEVEL: 'warn', DATABASE_URL: '',
      LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000', LOGIN_IP_LIMIT_PER_MINUTE: '1000',
      // The journeys count what they change; no simulated traffic moves the demo data under them.
      DEMO_TRAFFIC_PER_MINUTE: '0',
      // The DICT simulator's MED 2.0 steps in a quarter of their compressed seconds: a journey waits on each.
      DICT_SIM_PACE: '0.25',
    },
  },
});
