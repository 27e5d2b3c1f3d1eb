import type { Database } from '../../../apps/server/src/db/client.js';
import { receivePayin } from '../../../apps/server/src/modules/pix-engine/index.js';
import { SeededRandom } from '../../../apps/server/src/simulation/random.js';
import { times, type Result } from '../../support/results.js';
import { seconds } from '../../support/timing.js';
import { fromClients } from './clients.js';
import { OUR_ISPB, OUTSIDE_PAYER, type Customer } from './customers.js';
import { planPayins, type PlannedPayin } from './payin-plan.js';
import { postPlainPayin, systemLedgerIds } from './plain-payin.js';
import type { SharedPool } from './pool.js';

/** Clients posting at once, through one pool. */
export const POSTING_CLIENTS = 8;
const WARM_UP = 50;

/** A pay-in through the engine, in a transaction of its own, as the SPI brings it. */
async function postThroughEngine(db: Database, payin: PlannedPayin): Promise<void> {
  const { customer } = payin;
  const outcome = await db.transaction((tx) => receivePayin(tx as unknown as Database, {
    endToEndId: payin.endToEndId, amount: payin.amount, payer: OUTSIDE_PAYER,
    payee: { ispb: OUR_ISPB, branch: customer.branch, account: customer.accountNumber }, at: payin.at, description: 'Pix received',
  }));
  if (!outcome.accepted || outcome.trade?.fee !== payin.fee) throw new Error(`the engine did not post pay-in ${payin.endToEndId} as planned: ${outcome.reason}`);
}

/**
 * Pay-ins per second through the engine (`receivePayin`), next to the same rows written by plain
 * SQL, each pay-in in its own transaction from the same clients through the same pool. The two
 * take turns in rounds (engine first, then plain first) so that the tables' growth and the
 * machine's moods fall on both alike.
 */
export async function measurePostings(shared: SharedPool, customers: readonly Customer[], options: { rounds: number; perRound: number }): Promise<Result> {
  const random = new SeededRandom(42);
  const system = await systemLedgerIds(shared.pool);
  const sides = {
    engine: { post: (payin: PlannedPayin) => postThroughEngine(shared.db, payin), seconds: 0 },
    plain: { post: (payin: PlannedPayin) => postPlainPayin(shared.pool, system, payin), seconds: 0 },
  };
  const run = async (side: keyof typeof sides, count: number) => {
    const payins = planPayins(customers, count, random);
    return (await seconds(() => fromClients(count, POSTING_CLIENTS, (n) => sides[side].post(payins[n]!)))).seconds;
  };
  await run('engine', WARM_UP);
  await run('plain', WARM_UP);
  for (let round = 0; round < options.rounds; round++) {
    for (const side of round % 2 === 0 ? ['engine', 'plain'] as const : ['plain', 'engine'] as const) sides[side].seconds += await run(side, options.perRound);
  }
  const postings = options.rounds * options.perRound;
  const engine = postings / sides.engine.seconds;
  const plain = postings / sides.plain.seconds;
  return {
    section: '6. ledger',
    figure: `Pix pay-ins posted through the engine, ${postings.toLocaleString('en')} from ${POSTING_CLIENTS} clients (postings/s)`,
    value: Math.round(engine).toLocaleString('en'),
    baseline: `${Math.round(plain).toLocaleString('en')} the same rows written as plain SQL`,
    ratio: times(engine / plain),
    goal: '≥ 0.5x',
    met: engine / plain >= 0.5,
  };
}
