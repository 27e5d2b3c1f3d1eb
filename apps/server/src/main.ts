import fs from 'node:fs';
import path from 'node:path';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { buildApp, simulatedIntegrations } from './app.js';
import { watchIntegrations } from './integrations/health.js';
import { openConfiguredDatabase, openConfiguredReplica } from './runtime.js';
import { ensureFirstAdmin, INITIAL_ADMIN_FILE } from './modules/staff/first-admin.js';
import { seedDemoData } from './seed/registry.js';
import { readDemoAccounts, saveDemoAccounts } from './seed/demo-accounts.js';
import { startPeriodicJobs } from './periodic-jobs.js';
import { productWorker } from './jobs/product-jobs.js';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const replica = await openConfiguredReplica(config);
const now = systemClock.now();
const firstStart = (await ensureFirstAdmin(database, config.dataDir, now)) !== undefined;
const shown = (file: string) => (file.startsWith(process.cwd()) ? path.relative(process.cwd(), file) || '.' : file);
const adminFile = shown(path.join(config.dataDir, INITIAL_ADMIN_FILE));
if (firstStart && !config.databaseUrl && config.seedDemo) {
  // The seed's own lines (counts per module) are for `npm run cli -- seed`; start stays short.
  const { staff } = await seedDemoData(database.db, { seed: 1, now, sizes: {}, log: () => undefined });
  saveDemoAccounts(config.dataDir, staff);
}

const integrations = watchIntegrations(simulatedIntegrations(config));
const app = await buildApp({ db: database.db, replica: replica?.db, config, clock: systemClock, integrations });
const stopJobs = startPeriodicJobs(database.db, systemClock, config, integrations, app.log);
const worker = config.inProcessWorker
  ? productWorker({ db: database.db, driver: database.driver, clock: systemClock, config, log: app.log, pollMs: config.jobPollMs })
  : undefined;
worker?.start();
const shutdown = async () => {
  stopJobs();
  await worker?.stop();
  await app.close();
  await replica?.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const port = (app.server.address() as { port: number }).port;
const lines = [
  '',
  `Wallet Admin is running at http://localhost:${port}`,
  `Database: ${database.driver === 'pglite' ? `embedded, in ${shown(config.dataDir)}` : `PostgreSQL server${replica ? ', list and detail reads on its replica' : ''}`}`,
  // Passwords stay out of the terminal (and of whatever records it): this says where they are.
  firstStart
    ? `First sign-in: "admin", with the temporary password in ${adminFile} (you then choose your own)`
    : `Sign in with your staff account${fs.existsSync(adminFile) ? ` (the first, "admin", was given a temporary password in ${adminFile})` : ''}`,
  ...(readDemoAccounts(config.dataDir).length > 0 ? ['Demo staff, one per role: `npm run cli -- demo-accounts` lists their sign-ins'] : []),
  config.apiDocs ? `API documentation: http://localhost:${port}/api/docs` : 'API documentation: off (API_DOCS=true serves it at /api/docs)',
  '',
];
process.stdout.write(lines.join('\n') + '\n');
