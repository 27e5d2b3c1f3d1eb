import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { systemClock } from './clock.js';
import { buildApp, outsideSystems } from './app.js';
import { watchIntegrations } from './integrations/health.js';
import { openConfiguredDatabase, openConfiguredReplica } from './runtime.js';
import { ensureFirstAdmin } from './modules/staff/index.js';
import { seedDemoData } from './seed/registry.js';
import { dictHoldingsOf } from './seed/dict-holdings.js';
import { tellDictSimulator } from './integrations/dict/api/simulator-doors.js';
import { readDemoAccounts, saveDemoAccounts } from './seed/demo-accounts.js';
import { startPeriodicJobs } from './periodic-jobs.js';
import { productWorker } from './jobs/product-jobs.js';

/**
 * The configured database, migrated, with its first admin; on a first start of the embedded
 * database, the demo data too. `firstStart`: the first admin was made just now; `demoAccounts`:
 * the demo staff's sign-ins are saved in the data folder.
 */
export async function prepareDatabase(config: Config): Promise<{ database: DatabaseHandle; firstStart: boolean; demoAccounts: boolean }> {
  const database = await openConfiguredDatabase(config);
  const now = systemClock.now();
  const firstStart = (await ensureFirstAdmin(database, config.dataDir, now)) !== undefined;
  if (firstStart && !config.databaseUrl && config.seedDemo) {
    // The seed's own lines (counts per module) are for `npm run cli -- seed`; start stays short.
    const { staff } = await seedDemoData(database.db, { seed: 1, now, sizes: {}, log: () => undefined });
    saveDemoAccounts(config.dataDir, staff);
    // A DICT simulator beside us (`npm start`) learns what the demo's past left at the DICT.
    if (config.dict) await tellDictSimulator(config.dict, await dictHoldingsOf(database.db, config.institution.ispb));
  }
  return { database, firstStart, demoAccounts: readDemoAccounts(config.dataDir).length > 0 };
}

/**
 * One API process on `database`: the console and the API on the configured port, the periodic
 * jobs when `periodicJobs` and (unless IN_PROCESS_WORKER=false) a background-job worker; SIGINT
 * and SIGTERM stop it gracefully. Resolves with the port it listens on.
 */
export async function serveApi(config: Config, database: DatabaseHandle, { periodicJobs }: { periodicJobs: boolean }): Promise<number> {
  const replica = await openConfiguredReplica(config);
  const integrations = watchIntegrations(outsideSystems(config));
  const app = await buildApp({ db: database.db, replica: replica?.db, config, clock: systemClock, integrations });
  const stopJobs = periodicJobs ? startPeriodicJobs(database.db, systemClock, config, integrations, app.log) : () => undefined;
  const worker = config.inProcessWorker
    ? productWorker({ db: database.db, driver: database.driver, clock: systemClock, config, log: app.log, pollMs: config.jobPollMs })
    : undefined;
  worker?.start();
  // Once, whichever signal comes first (Ctrl-C in a terminal signals a cluster's every process).
  let closing: Promise<void> | undefined;
  const shutdown = () => (closing ??= (async () => {
    stopJobs();
    await worker?.stop();
    await app.close();
    await replica?.close();
    await database.close();
    process.exit(0);
  })());
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  return (app.server.address() as { port: number }).port;
}
