// `npm run serve`: one API process, or with API_PROCESSES above one, a primary that prepares the
// database and keeps that many API processes on one port (api-cluster.ts).
import cluster from 'node:cluster';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './runtime.js';
import { prepareDatabase, serveApi } from './api-process.js';
import { runApiCluster, chosenForPeriodicJobs } from './api-cluster.js';
import { createLogger } from './logger.js';
import { startLines } from './start-lines.js';

const config = loadConfig();
if (cluster.isWorker) {
  // The primary migrated the database and made the first admin before it forked this process.
  await serveApi(config, await openConfiguredDatabase(config), { periodicJobs: chosenForPeriodicJobs() });
} else {
  const { database, firstStart, demoAccounts } = await prepareDatabase(config);
  const announce = (port: number) => process.stdout.write(startLines(config, { port, driver: database.driver, firstStart, demoAccounts }));
  if (config.apiProcesses > 1) {
    await database.close();
    runApiCluster({ processes: config.apiProcesses, log: await createLogger(config), announce });
  } else {
    announce(await serveApi(config, database, { periodicJobs: true }));
  }
}
