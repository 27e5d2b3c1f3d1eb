import { note } from '@wallet/contracts';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bankAccounts, trades } from '../../db/schema/index.js';
import type { SpiGateway, SpiParty } from '../../integrations/spi/gateway.js';
import { AppError } from '../../core/errors.js';
import { listParticipants, type Participant } from '../ispb/index.js';
import { makeCpf, makePersonName } from '../../simulation/people.js';
import type { SeededRandom } from '../../simulation/random.js';
import { resolveInFlight } from './in-flight.js';
import { receivePayin } from './payin.js';
import { sendPayout } from './payout.js';
import { receiveReturn, sendReturn } from './returns.js';
import { newEndToEndId, newReturnId } from './trade-rows.js';
import type { PayeeScreening } from './payee-screening.js';

export interface TrafficContext {
  db: Database;
  spi: SpiGateway;
  random: SeededRandom;
  ourIspb: string;
  now: () => Date;
  /** Payouts to keys are screened for fraud markers when given. */
  screening?: PayeeScreening;
}

/** What one simulated Pix did. */
export type SimulatedPix = 'payin' | 'payout' | 'return_sent' | 'return_received' | 'replayed' | 'refused' | 'return_refused' | 'none';

/** What a stretch of traffic did: `refused` are Pix refused as failed trades, `return_refused` returns refused (no trade). */
export const describeTraffic = (done: Record<SimulatedPix, number>) =>
  `${done.payin} pay-ins, ${done.payout} payouts, ${done.refused} refused, ${done.replayed} delivered again, `
  + `${done.return_sent} returns sent, ${done.return_received} returns received, ${done.return_refused} returns refused, ${done.none} with nothing to do`;

const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Database));

type ActiveAccount = Pick<typeof bankAccounts.$inferSelect, 'id' | 'ispb' | 'branch' | 'account_number' | 'available'>;

/** What the traffic picks from: active accounts and the participants, read again every few seconds. */
interface Scene {
  accounts: ActiveAccount[];
  participants: Participant[];
  readAt: number;
}
const SCENE_MAX_AGE_MS = 5_000;
const scenes = new WeakMap<TrafficContext, Scene>();

async function sceneOf(context: TrafficContext): Promise<Scene> {
  const known = scenes.get(context);
  if (known && Date.now() - known.readAt < SCENE_MAX_AGE_MS) return known;
  const accounts = await context.db.select({ id: bankAccounts.id, ispb: bankAccounts.ispb, branch: bankAccounts.branch, account_number: bankAccounts.account_number, available: bankAccounts.available })
    .from(bankAccounts).where(eq(bankAccounts.status, 'active')).orderBy(asc(bankAccounts.id));
  const scene = { accounts, participants: await listParticipants(context.db), readAt: Date.now() };
  scenes.set(context, scene);
  return scene;
}

/** Someone at another participant, on the other side of a simulated Pix. */
function someoneOutside({ random }: TrafficContext, scene: Scene, ourIspb: string): SpiParty {
  const participants = scene.participants.filter((participant) => participant.ispb !== ourIspb);
  return {
    name: makePersonName(random), document: makeCpf(random), ispb: random.pick(participants).ispb,
    branch: String(random.int(1, 9999)).padStart(4, '0'), account: String(random.int(10_000, 99_999_999)),
  };
}

/** One of the last settled trades of a kind, picked at random. */
async function recentTrade(context: TrafficContext, type: 'payin' | 'payout') {
  const recent = await context.db.select().from(trades).where(and(eq(trades.trade_type, type), eq(trades.status, 'success'), gt(trades.amount, 1)))
    .orderBy(desc(trades.id)).limit(20);
  return recent.length ? context.random.pick(recent) : null;
}

/**
 * One Pix of simulated traffic, in a transaction of its own, through the engine as real SPI
 * traffic goes: mostly pay-ins to an active account of ours from someone at another participant
 * and payouts from one of our accounts to someone elsewhere; now and then a pay-in the SPI
 * delivers again, a customer's return of money they received, or another institution's return of
 * a payout.
 */
export async function simulatePix(context: TrafficContext): Promise<SimulatedPix> {
  const { db, random } = context;
  const now = context.now();
  const roll = random.int(0, 99);
  if (roll < 4) return replayPayin(context);
  if (roll < 8) return returnPayin(context, now);
  if (roll < 11) return returnPayout(context, now);

  const scene = await sceneOf(context);
  if (scene.accounts.length === 0) return 'none';
  const account = random.pick(scene.accounts);
  const outside = someoneOutside(context, scene, account.ispb);
  if (roll < 66) {
    const outcome = await inTransaction(db, (tx) => receivePayin(tx, {
      endToEndId: newEndToEndId(outside.ispb, now), amount: random.int(500, 300_000), payer: outside,
      payee: { ispb: account.ispb, branch: account.branch, account: account.account_number }, at: now, description: 'Pix transfer',
    }));
    return outcome.accepted ? 'payin' : 'refused';
  }
  const amount = random.int(100, Math.max(100, Math.min(200_000, account.available)));
  const trade = await inTransaction(db, (tx) => sendPayout(tx, context.spi, {
    accountId: account.id, amount, payee: outside, description: 'Pix transfer', ourIspb: context.ourIspb, now,
    // Half the customers pay a key: the payee's CPF key.
    ...(random.int(0, 1) === 0 ? { payeeKey: outside.document } : {}),
  }, context.screening));
  return trade.status === 'failed' ? 'refused' : 'payout';
}

/** The SPI delivers a pay-in it delivered before: the engine answers the first and moves nothing. */
async function replayPayin(context: TrafficContext): Promise<SimulatedPix> {
  const trade = await recentTrade(context, 'payin');
  if (!trade) return 'none';
  await inTransaction(context.db, (tx) => receivePayin(tx, {
    endToEndId: trade.end_to_end_id, amount: trade.amount,
    payer: { name: trade.payer_name, document: trade.payer_document, ispb: trade.payer_ispb, branch: trade.payer_branch, account: trade.payer_account },
    payee: { ispb: trade.payee_ispb, branch: trade.payee_branch, account: trade.payee_account }, at: trade.created_at,
  }));
  return 'replayed';
}

/** A customer gives back part of a Pix they received (MD06); refused when the money is gone. */
async function returnPayin(context: TrafficContext, now: Date): Promise<SimulatedPix> {
  const trade = await recentTrade(context, 'payin');
  if (!trade) return 'none';
  try {
    await inTransaction(context.db, (tx) => sendReturn(tx, context.spi, {
      tradeId: trade.id, amount: context.random.int(1, trade.amount), reasonCode: 'MD06', reason: note('return.customer_asked'), actor: null, ourIspb: context.ourIspb, now,
    }));
    return 'return_sent';
  } catch (error) {
    if (error instanceof AppError) return 'return_refused';
    throw error;
  }
}

/** Another institution gives back part of a payout of ours. */
async function returnPayout(context: TrafficContext, now: Date): Promise<SimulatedPix> {
  const trade = await recentTrade(context, 'payout');
  if (!trade) return 'none';
  const outcome = await inTransaction(context.db, (tx) => receiveReturn(tx, {
    returnId: newReturnId(trade.payee_ispb, now), originalEndToEndId: trade.end_to_end_id, amount: context.random.int(1, trade.amount), reasonCode: 'BE08', at: now,
  }));
  return outcome.accepted ? 'return_received' : 'return_refused';
}

/** How often simulated traffic asks the SPI about what it has not answered yet. */
const RESOLVE_EVERY_MS = 5_000;

/**
 * Simulated traffic at a steady rate for a while (the CLI's `simulate`), a few Pix in flight at
 * once on PostgreSQL, asking the SPI about late answers as it goes; answers what it did.
 */
export async function runTraffic(context: TrafficContext, options: { perSecond: number; durationMs: number; concurrency: number; onTick?: (done: Record<SimulatedPix, number>) => void }) {
  const done: Record<SimulatedPix, number> = { payin: 0, payout: 0, return_sent: 0, return_received: 0, replayed: 0, refused: 0, return_refused: 0, none: 0 };
  const started = Date.now();
  const total = Math.round((options.perSecond * options.durationMs) / 1000);
  let next = 0;
  let lastTick = started;
  let lastResolve = started;
  const worker = async () => {
    while (next < total) {
      const n = next++;
      const due = started + (n * 1000) / options.perSecond;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      done[await simulatePix(context)]++;
      if (Date.now() - lastResolve >= RESOLVE_EVERY_MS) {
        lastResolve = Date.now();
        await resolveInFlight({ db: context.db, spi: context.spi, now: context.now() });
      }
      if (options.onTick && Date.now() - lastTick >= 10_000) {
        lastTick = Date.now();
        options.onTick(done);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await resolveInFlight({ db: context.db, spi: context.spi, now: context.now() });
  return done;
}
