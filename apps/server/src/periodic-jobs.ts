import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { applyDueLimitIncreases } from './modules/pix/index.js';
import { deleteExpiredExports } from './modules/trades/index.js';
import { syncInfractionsPeriodically } from './modules/infractions/index.js';
import { deleteOldRateLimitHits } from './modules/auth/index.js';
import { simulatePix, resolveInFlight, startSpiExchange } from './modules/pix-engine/index.js';
import { SeededRandom } from './simulation/random.js';
import { refreshDeadlineOfTrade, releaseExpiredHolds, syncMedPeriodically } from './modules/med/index.js';
import { syncClaimsPeriodically } from './modules/claims/index.js';
import { verifyNightly } from './modules/reconciliation/index.js';
import { ensureMonthsAhead } from './db/month-partitions.js';
import { sumSettledPixDays } from './modules/cockpit/index.js';
import { deliverNotices } from './modules/notices/index.js';
import type { Integrations } from './core/integrations.js';

const EVERY_MINUTE = 60_000;

/**
 * Small jobs one API process runs once a minute (of API_PROCESSES, the one the primary chose).
 * Each is still safe to run from several processes at once (a single UPDATE of what is due, or the
 * DICT sync's cursor lock, taken in turn), as while one process takes over from another that died.
 */
export function startPeriodicJobs(db: Database, clock: Clock, config: Config, integrations: Integrations, log: FastifyBaseLogger): () => void {
  const ourIspb = config.institution.ispb;
  // Each job on its own: one whose outside system does not answer (the DICT down) leaves the others to run.
  const jobs: [string, () => Promise<void>][] = [
    ['month partitions', async () => {
      const months = await ensureMonthsAhead(db, clock.now());
      if (months > 0) log.info({ months }, 'month partitions created ahead');
    }],
    ['limit increases', async () => {
      const applied = await applyDueLimitIncreases(db, clock.now());
      if (applied > 0) log.info({ applied }, 'Pix limit increases now in force');
    }],
    ['expired exports', async () => {
      const deleted = await deleteExpiredExports(db, config, clock.now());
      if (deleted > 0) log.info({ deleted }, 'expired trade export files deleted');
      await deleteOldRateLimitHits(db, clock.now());
    }],
    ['Pix in flight', async () => {
      const ended = await resolveInFlight({ db, spi: integrations.spi, now: clock.now() });
      if (ended.payouts + ended.returns > 0) log.info(ended, 'payouts and returns answered by the SPI');
    }],
    ['expired holds', async () => {
      const expired = await releaseExpiredHolds(db, clock.now());
      if (expired > 0) log.info({ expired }, 'cautionary blocks released after 72 hours');
    }],
    ['customer notices', async () => {
      const told = await deliverNotices(db, integrations.customers, clock.now());
      if (told > 0) log.info({ told }, 'notices handed to the customer channel');
    }],
    ['infraction reports', async () => {
      const synced = await syncInfractionsPeriodically(db, integrations.infractionReports, { now: clock.now(), ourIspb, reportMoved: refreshDeadlineOfTrade });
      if (synced && synced.created + synced.updated > 0) log.info(synced, 'infraction reports synced from the DICT');
    }],
    ['MED', async () => {
      const med = await syncMedPeriodically(db, { refunds: integrations.refundRequests, customers: integrations.customers, recoveries: integrations.fundsRecoveries }, { now: clock.now(), ourIspb });
      if (med && med.contestations + med.refund_requests + med.answers > 0) log.info(med, 'MED contestations, refund requests and answers pulled');
    }],
    ['DICT claims', async () => {
      const claims = await syncClaimsPeriodically(db, integrations.claims, { now: clock.now(), ourIspb });
      if (claims && claims.received + claims.updated + claims.expired > 0) log.info(claims, 'DICT claims pulled and their lapsed periods acted on');
    }],
    ['DICT reconciliation', async () => {
      const verified = await verifyNightly(db, integrations.reconciliation, { ourIspb, now: () => clock.now() });
      if (verified > 0) log.info({ verified }, 'key types verified with the DICT');
    }],
    ['map sums', async () => {
      const days = await sumSettledPixDays(db, clock.now());
      if (days > 0) log.info({ days }, "the map's Pix of settled days summed");
    }],
  ];
  const run = async () => {
    for (const [job, work] of jobs) {
      try {
        await work();
      } catch (error) {
        log.error({ err: error, job }, 'a periodic job failed');
      }
    }
  };
  const random = new SeededRandom(clock.now().getTime());
  const traffic = async () => {
    try {
      for (let i = 0; i < config.demoTrafficPerMinute; i++) {
        await simulatePix({
          db, spi: integrations.spi, random, ourIspb: config.institution.ispb, now: () => clock.now(), screening: { setting: config.markedPayee, fraud: integrations.fraud },
        });
      }
    } catch (error) {
      log.error({ err: error }, 'simulated Pix traffic failed');
    }
  };
  log.info('periodic jobs run in this process, once a minute');
  void run();
  // Simulated traffic starts a minute after the server, never in the first minute of a test run.
  const timer = setInterval(() => void run().then(traffic), EVERY_MINUTE);
  timer.unref();
  // The SPI's messages over its ICOM (SPI_URL) go every second: a pay-in is answered within the SPI's time-out.
  const stopSpi = startSpiExchange(db, integrations.spi, clock, log);
  return () => {
    clearInterval(timer);
    stopSpi();
  };
}
