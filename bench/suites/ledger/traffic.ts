import { setTimeout as sleep } from 'node:timers/promises';
import { SimulatedSpi } from '../../../apps/server/src/integrations/spi/simulator.js';
import { runTraffic, type SimulatedPix } from '../../../apps/server/src/modules/pix-engine/index.js';
import { SeededRandom } from '../../../apps/server/src/simulation/random.js';
import { times, type Result } from '../../support/results.js';
import { seconds } from '../../support/timing.js';
import { OUR_ISPB } from './customers.js';
import { failedRow } from './failed.js';
import type { SharedPool } from './pool.js';

const TRAFFIC_RATE = 200;
/** Pix in flight at once, as `npm run cli -- simulate` runs them on PostgreSQL. */
export const TRAFFIC_CLIENTS = 8;

const total = (done: Record<SimulatedPix, number>) => Object.values(done).reduce((sum, n) => sum + n, 0);

/**
 * Simulated Pix traffic (`runTraffic`, as `npm run cli -- simulate` drives it through the engine,
 * the SPI simulated) at 200 Pix/s for a while, and the rate it held next to the rate asked:
 * overall, and in its slowest stretch between the ten-second ticks. Answers the row and what the
 * traffic did; when it fails, the row says why and the clients still running are stopped.
 */
export async function measureTraffic(shared: SharedPool, options: { durationMs: number; label: string }): Promise<{ row: Result; done?: Record<SimulatedPix, number> }> {
  const figure = `Simulated Pix traffic at ${TRAFFIC_RATE}/s on PostgreSQL for ${options.label}, ${TRAFFIC_CLIENTS} in flight (Pix/s)`;
  let stopped = false;
  const now = () => {
    // How a failed run stops its other clients: their next Pix asks the time first.
    if (stopped) throw new Error('the simulated traffic was stopped');
    return new Date();
  };
  const context = { db: shared.db, spi: new SimulatedSpi(), random: new SeededRandom(2026), ourIspb: OUR_ISPB, now };
  const ticks = [{ at: Date.now(), done: 0 }];
  try {
    const run = await seconds(() => runTraffic(context, {
      perSecond: TRAFFIC_RATE, durationMs: options.durationMs, concurrency: TRAFFIC_CLIENTS,
      onTick: (done) => ticks.push({ at: Date.now(), done: total(done) }),
    }));
    ticks.push({ at: Date.now(), done: total(run.result) });
    const achieved = total(run.result) / run.seconds;
    const slowest = Math.min(...ticks.slice(1).map((tick, i) => ((tick.done - ticks[i]!.done) * 1000) / Math.max(1, tick.at - ticks[i]!.at)));
    const row: Result = {
      section: '6. ledger',
      figure,
      value: `${achieved.toFixed(1)} (slowest stretch ${slowest.toFixed(1)})`,
      baseline: `${TRAFFIC_RATE} asked`,
      ratio: times(achieved / TRAFFIC_RATE),
      goal: '≥ 0.95x',
      met: achieved / TRAFFIC_RATE >= 0.95,
    };
    return { row, done: run.result };
  } catch (error) {
    stopped = true;
    while (shared.pool.idleCount < shared.pool.totalCount || shared.pool.waitingCount > 0) await sleep(100);
    const last = ticks.at(-1)!;
    const secondsIn = (last.at - ticks[0]!.at) / 1000;
    const progress = secondsIn > 0 ? `after ${last.done.toLocaleString('en')} Pix in ${secondsIn.toFixed(0)} s (${(last.done / secondsIn).toFixed(1)}/s)` : undefined;
    return { row: failedRow(figure, error, progress) };
  }
}
