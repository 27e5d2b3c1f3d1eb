import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bankAccounts } from '../../db/schema/index.js';
import type { SpiGateway, SpiParty } from '../../integrations/spi/gateway.js';
import { listParticipants } from '../ispb/queries.js';
import { makeCpf, makePersonName } from '../../seed/people.js';
import type { SeededRandom } from '../../seed/random.js';
import { receivePayin } from './payin.js';
import { sendPayout } from './payout.js';
import { newEndToEndId } from './trade-rows.js';

export interface TrafficContext {
  db: Database;
  spi: SpiGateway;
  random: SeededRandom;
  ourIspb: string;
  now: () => Date;
}

/** What one simulated Pix did. */
export type SimulatedPix = 'payin' | 'payout' | 'refused' | 'none';

/**
 * One Pix of simulated traffic, in a transaction of its own: three in five are pay-ins to an
 * active account of ours from someone at another participant, the rest payouts from one of our
 * accounts to someone elsewhere, both through the engine as real SPI traffic would go.
 */
export async function simulatePix(context: TrafficContext): Promise<SimulatedPix> {
  const { db, random } = context;
  const [active] = await db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.status, 'active'));
  if (!active || active.n === 0) return 'none';
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.status, 'active'))
    .orderBy(asc(bankAccounts.id)).limit(1).offset(random.int(0, active.n - 1));
  const participants = (await listParticipants(db)).filter((participant) => participant.ispb !== account!.ispb);
  const outside: SpiParty = {
    name: makePersonName(random), document: makeCpf(random), ispb: random.pick(participants).ispb,
    branch: String(random.int(1, 9999)).padStart(4, '0'), account: String(random.int(10_000, 99_999_999)),
  };
  const now = context.now();
  if (random.int(0, 4) < 3) {
    const amount = random.int(500, 300_000);
    const outcome = await db.transaction((tx) => receivePayin(tx as unknown as Database, {
      endToEndId: newEndToEndId(outside.ispb, now), amount, payer: outside,
      payee: { ispb: account!.ispb, branch: account!.branch, account: account!.account_number }, at: now, description: 'Pix transfer',
    }));
    return outcome.accepted ? 'payin' : 'refused';
  }
  const amount = random.int(100, Math.max(100, Math.min(200_000, account!.available)));
  const trade = await db.transaction((tx) => sendPayout(tx as unknown as Database, context.spi, {
    accountId: account!.id, amount, payee: outside, description: 'Pix transfer', ourIspb: context.ourIspb, now,
  }));
  return trade.status === 'success' ? 'payout' : 'refused';
}

/**
 * Simulated traffic at a steady rate for a while (the CLI's `simulate`), a few Pix in flight at
 * once on PostgreSQL; answers what it did.
 */
export async function runTraffic(context: TrafficContext, options: { perSecond: number; durationMs: number; concurrency: number; onTick?: (done: Record<SimulatedPix, number>) => void }) {
  const done: Record<SimulatedPix, number> = { payin: 0, payout: 0, refused: 0, none: 0 };
  const started = Date.now();
  const total = Math.round((options.perSecond * options.durationMs) / 1000);
  let next = 0;
  let lastTick = started;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      const due = started + (n * 1000) / options.perSecond;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      done[await simulatePix(context)]++;
      if (options.onTick && Date.now() - lastTick >= 10_000) {
        lastTick = Date.now();
        options.onTick(done);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return done;
}
