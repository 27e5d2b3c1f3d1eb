// `npm run worker`: a process that only runs background jobs (exports), beside any number of API
// processes and other workers on the same PostgreSQL database.
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { openConfiguredDatabase } from './runtime.js';
import { productWorker } from './jobs/product-jobs.js';

const config = loadConfig();
if (!config.databaseUrl) {
  process.stderr.write('A worker process needs DATABASE_URL: the embedded database belongs to the one process that opened it (npm start runs a worker inside).\n');
  process.exit(2);
}
const log = await createLogger(config);
const database = await openConfiguredDatabase(config);
const worker = productWorker({ db: database.db, driver: database.driver, clock: systemClock, config, log, pollMs: config.jobPollMs });
worker.start();
// Said whatever LOG_LEVEL is, like the server's own start lines.
process.stdout.write(`Wallet Admin job worker started (${worker.id})\n`);
const shutdown = async () => {
  await worker.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
