// `npm run worker`: a process that only runs background jobs (exports), beside any number of API
// processes and other workers on the same PostgreSQL database.
import pino from 'pino';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './runtime.js';
import { productWorker } from './jobs/product-jobs.js';

const config = loadConfig();
if (!config.databaseUrl) {
  process.stderr.write('A worker process needs DATABASE_URL: the embedded database belongs to the one process that opened it (npm start runs a worker inside).\n');
  process.exit(2);
}
const log = pino({ level: config.logLevel });
const database = await openConfiguredDatabase(config);
const worker = productWorker({ db: database.db, driver: database.driver, clock: systemClock, config, log, pollMs: config.jobPollMs });
worker.start();
log.info({ worker: worker.id }, 'job worker started');
const shutdown = async () => {
  await worker.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
