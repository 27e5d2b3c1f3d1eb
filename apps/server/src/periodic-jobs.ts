import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { applyDueLimitIncreases } from './modules/pix/limits.js';
import { deleteExpiredExports } from './modules/trades/exports.js';

const EVERY_MINUTE = 60_000;

/**
 * Small jobs every API process runs once a minute. Each is safe to run from several processes at
 * once (a single UPDATE of what is due), so no process has to be the one.
 */
export function startPeriodicJobs(db: Database, clock: Clock, config: Config, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const applied = await applyDueLimitIncreases(db, clock.now());
      if (applied > 0) log.info({ applied }, 'Pix limit increases now in force');
      const deleted = await deleteExpiredExports(db, config, clock.now());
      if (deleted > 0) log.info({ deleted }, 'expired trade export files deleted');
    } catch (error) {
      log.error({ err: error }, 'periodic jobs failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), EVERY_MINUTE);
  timer.unref();
  return () => clearInterval(timer);
}
