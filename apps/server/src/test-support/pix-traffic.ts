import type { SpiNote, SpiReasonCode } from '@wallet/contracts';
// Pix traffic for the engine's property test and its reliability test under SIGKILL: an SPI that
// answers each payout and return as the test planned it, ids shaped as the SPI's, deliveries of
// pay-ins and returns that a separate process announces before and confirms after they commit
// (so that those a kill cuts off can be delivered again), and the promises the engine keeps after
// any traffic, each answered as the list of what breaks it (empty when all is well).
//
// Run directly (`node --import tsx pix-traffic.ts PLAN.json`, with DATABASE_URL), this file is that
// delivery process: see `startDeliveries`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import type { SpiAnswer, SpiGateway, SpiIncomingReturn, SpiParty, SpiPayin } from '../integrations/spi/gateway.js';
import { resolveInFlight, SPI_ANSWER_TIMEOUT_MS, receivePayin, receiveReturn } from '../modules/pix-engine/index.js';
import { rowsOf } from './database.js';

/** Someone at another participant who pays our customers. */
export const OUTSIDER: SpiParty = { name: 'Maria Oliveira', document: '39053344705', ispb: '60701190', branch: '0001', account: '998877' };

const utcMinute = (at: Date) => at.toISOString().replace(/\D/g, '').slice(0, 12);
const idTail = (tag: string) => tag.replace(/[^A-Za-z0-9]/g, '').padStart(11, '0').slice(-11);
/** An end-to-end id (`E…`) of a Pix another participant starts, unique by `tag`. */
export const endToEndIdOf = (ispb: string, at: Date, tag: string) => `E${ispb}${utcMinute(at)}${idTail(tag)}`;
/** The id (`D…`) of a return another participant sends, unique by `tag`. */
export const returnIdOf = (ispb: string, at: Date, tag: string) => `D${ispb}${utcMinute(at)}${idTail(tag)}`;

// ---------------------------------------------------------------------------------------------
// An SPI that answers as planned

/** How the SPI answers a payout or return: at once, or pending and then settled when asked again, or never (it times out). */
export type SpiPlan = 'settled' | 'rejected' | 'pending-then-settled' | 'pending-never';
export const SPI_PLANS: readonly SpiPlan[] = ['settled', 'rejected', 'pending-then-settled', 'pending-never'];
export const SPI_REJECTION: SpiReasonCode = 'AC06';

const answerWhenSent = (plan: SpiPlan): SpiAnswer =>
  plan === 'settled' ? { outcome: 'settled' } : plan === 'rejected' ? { outcome: 'rejected', code: SPI_REJECTION } : { outcome: 'pending' };
const answerWhenAsked = (plan: SpiPlan): SpiAnswer => (plan === 'pending-then-settled' ? { outcome: 'settled' } : answerWhenSent(plan));

/**
 * The SPI of a property: each payout or return is sent through `sendingAs(plan)` and answered by
 * that plan, then and whenever `asked` about it again (as `resolveInFlight` asks).
 */
export class PlannedSpi {
  private readonly plans = new Map<string, SpiPlan>();

  sendingAs(plan: SpiPlan): SpiGateway {
    const record = (id: string) => {
      this.plans.set(id, plan);
      return Promise.resolve(answerWhenSent(plan));
    };
    return { sendPayout: (order) => record(order.endToEndId), sendReturn: (order) => record(order.returnId), answerFor: (id, db) => this.asked.answerFor(id, db) };
  }

  readonly asked: SpiGateway = {
    sendPayout: () => Promise.reject(new Error('payouts are sent through sendingAs(plan)')),
    sendReturn: () => Promise.reject(new Error('returns are sent through sendingAs(plan)')),
    answerFor: (id) => {
      const plan = this.plans.get(id);
      return plan ? Promise.resolve(answerWhenAsked(plan)) : Promise.reject(new Error(`the SPI never received ${id}`));
    },
  };

  planOf(id: string): SpiPlan | undefined {
    return this.plans.get(id);
  }
}

/**
 * Asks the SPI about everything still waiting as if a time-out after `now` (so whatever it never
 * answers times out), until nothing more ends; answers how many ended.
 */
export async function resolvePastTimeOut(db: Database, spi: SpiGateway, now: Date) {
  const total = { payouts: 0, returns: 0 };
  const late = new Date(now.getTime() + SPI_ANSWER_TIMEOUT_MS);
  for (;;) {
    const ended = await resolveInFlight({ db, spi, now: late });
    if (ended.payouts + ended.returns === 0) return total;
    total.payouts += ended.payouts;
    total.returns += ended.returns;
  }
}

// ---------------------------------------------------------------------------------------------
// Deliveries from another participant: pay-ins and returns of our payouts

/** A pay-in or a return of one of our payouts, as the SPI delivers it (again and again, the same). */
export type Delivery = { kind: 'payin'; payin: SpiPayin } | { kind: 'return'; incoming: SpiIncomingReturn };
/** What the engine answered a delivery (or a payout request): the trade or return it wrote (or had written before), or the refusal. */
export interface DeliveryAnswer {
  id: string;
  accepted: boolean;
  /** The trade of a pay-in or payout, the return of a return. */
  recordId: number | null;
  /** Why it was refused: the trade's note, or the return's. */
  reason: SpiNote | null;
}

export const deliveryId = (delivery: Delivery) => (delivery.kind === 'payin' ? delivery.payin.endToEndId : delivery.incoming.returnId);

/** Hands a delivery to the engine in a transaction of its own, as the SPI adapter does. */
export async function deliver(db: Database, delivery: Delivery): Promise<DeliveryAnswer> {
  const id = deliveryId(delivery);
  if (delivery.kind === 'payin') {
    const outcome = await db.transaction((tx) => receivePayin(tx as unknown as Database, delivery.payin));
    return { id, accepted: outcome.accepted, recordId: outcome.trade?.id ?? null, reason: outcome.reason };
  }
  const outcome = await db.transaction((tx) => receiveReturn(tx as unknown as Database, delivery.incoming));
  return outcome.accepted ? { id, accepted: true, recordId: outcome.pixReturn.id, reason: null } : { id, accepted: false, recordId: null, reason: outcome.reason };
}

/**
 * What a delivery process is given: deliveries as the SPI sends them, or the makings of one that
 * the process completes when it comes to it (a pay-in dated then; a return of one of the payouts
 * settled by then, of `share` of its amount).
 */
export type PlannedDelivery =
  | Delivery
  | { kind: 'payin-to'; endToEndId: string; amount: number; payee: SpiPayin['payee'] }
  | { kind: 'return-of-a-payout'; returnId: string; share: number };

/** The id a planned delivery will be delivered under. */
export const plannedDeliveryId = (planned: PlannedDelivery) =>
  planned.kind === 'payin-to' ? planned.endToEndId : planned.kind === 'return-of-a-payout' ? planned.returnId : deliveryId(planned);

/** A delivery with its dates as JSON carries them (strings), made whole again. */
function revived(delivery: PlannedDelivery): PlannedDelivery {
  if (delivery.kind === 'payin') return { kind: 'payin', payin: { ...delivery.payin, at: new Date(delivery.payin.at) } };
  if (delivery.kind === 'return') return { kind: 'return', incoming: { ...delivery.incoming, at: new Date(delivery.incoming.at) } };
  return delivery;
}

/** The delivery itself, completed now; null for a return when no payout has settled yet. */
async function completed(db: Database, planned: PlannedDelivery, now: Date): Promise<Delivery | null> {
  if (planned.kind === 'payin' || planned.kind === 'return') return planned;
  if (planned.kind === 'payin-to') {
    return { kind: 'payin', payin: { endToEndId: planned.endToEndId, amount: planned.amount, payer: OUTSIDER, payee: planned.payee, at: now, description: 'Pix transfer' } };
  }
  const recent = await rowsOf<{ end_to_end_id: string; amount: string }>(db, sql`
    select end_to_end_id, amount from trades where trade_type = 'payout' and status = 'success' order by id desc limit 20`);
  if (recent.length === 0) return null;
  const payout = recent[createHash('sha256').update(planned.returnId).digest()[0]! % recent.length]!;
  const amount = Math.max(1, Math.floor(Number(payout.amount) * planned.share));
  return { kind: 'return', incoming: { returnId: planned.returnId, originalEndToEndId: payout.end_to_end_id, amount, reasonCode: 'BE08', at: now } };
}

/** One line the delivery process prints: a delivery about to be handed to the engine, or its answer once committed. */
type DeliveryLine = { say: 'announce'; delivery: Delivery } | { say: 'answer'; answer: DeliveryAnswer };

/** The delivery process: hands its plan to the engine from `clients` concurrent clients, saying what it does. */
async function runDeliveryProcess(planFile: string): Promise<void> {
  const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as { clients: number; deliveries: PlannedDelivery[] };
  const database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: plan.clients });
  const say = (line: DeliveryLine) => process.stdout.write(`${JSON.stringify(line)}\n`);
  let next = 0;
  const client = async () => {
    while (next < plan.deliveries.length) {
      const planned = revived(plan.deliveries[next++]!);
      // A return planned before any payout settled is not made: it was never announced, so it is delivered next time.
      const delivery = await completed(database.db, planned, new Date());
      if (!delivery) continue;
      // Written before the transaction starts (stdout to a pipe is synchronous): a kill can only cut off what was announced.
      say({ say: 'announce', delivery });
      say({ say: 'answer', answer: await deliver(database.db, delivery) });
    }
  };
  await Promise.all(Array.from({ length: plan.clients }, client));
  await database.close();
}

/** A delivery process as the parent sees it: what it announced, what it answered, and its end. */
export interface DeliveryRun {
  child: ChildProcess;
  announced: Map<string, Delivery>;
  answers: DeliveryAnswer[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the delivery process on `databaseUrl` (run with tsx, from the sources) with its plan. */
export function startDeliveries(databaseUrl: string, planFile: string, plan: { clients: number; deliveries: PlannedDelivery[] }): DeliveryRun {
  fs.writeFileSync(planFile, JSON.stringify(plan));
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), planFile], {
    env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const run: DeliveryRun = {
    child, announced: new Map(), answers: [],
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
  };
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop()!;
    for (const text of lines) {
      const line = JSON.parse(text) as DeliveryLine;
      if (line.say === 'announce') {
        const delivery = revived(line.delivery) as Delivery;
        run.announced.set(deliveryId(delivery), delivery);
      } else run.answers.push(line.answer);
    }
  });
  return run;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runDeliveryProcess(process.argv[2]!);

// ---------------------------------------------------------------------------------------------
// The promises the engine keeps

/** Customer money below zero, on a payment account or on its ledger accounts. */
export const customerMoneyBelowZero = (db: Database) => rowsOf(db, sql`
  select 'bank_account' as what, id, least(available, frozen) as balance from bank_accounts where available < 0 or frozen < 0
  union all
  select kind, id, balance from ledger_accounts where bank_account_id is not null and balance < 0`);

/** What still waits for the SPI: processing payouts and returns, and the money in flight or payable. */
export async function stillInFlight(db: Database) {
  const [row] = await rowsOf<Record<string, string>>(db, sql`select
    (select count(*) from trades where status = 'processing') as trades,
    (select count(*) from pix_returns where status = 'processing') as returns,
    (select balance from ledger_accounts where kind = 'payouts_in_flight' and bank_account_id is null) as payouts_in_flight,
    (select balance from ledger_accounts where kind = 'returns_payable' and bank_account_id is null) as returns_payable`);
  return { trades: Number(row!.trades), returns: Number(row!.returns), payouts_in_flight: Number(row!.payouts_in_flight), returns_payable: Number(row!.returns_payable) };
}
export const NOTHING_IN_FLIGHT = { trades: 0, returns: 0, payouts_in_flight: 0, returns_payable: 0 };

/**
 * Delivery ids not posted exactly once: pay-ins (by end-to-end id) without exactly one trade and
 * one `payin` transfer, returns (by return id) with more than one row or a row without exactly one
 * `return_received` transfer. A pay-in to an account of ours is always taken.
 */
export async function notPostedOnce(db: Database, ids: { payins: string[]; returns: string[] }) {
  const payins = ids.payins.length === 0 ? [] : await rowsOf(db, sql`
    select e.id, (select count(*) from trades t where t.end_to_end_id = e.id) as trades,
      (select count(*) from ledger_transfers l where l.transfer_key = 'payin:' || e.id) as transfers
    from unnest(${sqlArray(ids.payins)}) as e(id)
    where (select count(*) from trades t where t.end_to_end_id = e.id) <> 1
       or (select count(*) from ledger_transfers l where l.transfer_key = 'payin:' || e.id) <> 1`);
  const returns = ids.returns.length === 0 ? [] : await rowsOf(db, sql`
    select r.id, (select count(*) from pix_returns p where p.return_id = r.id) as rows,
      (select count(*) from ledger_transfers l where l.transfer_key = 'return-received:' || r.id) as transfers
    from unnest(${sqlArray(ids.returns)}) as r(id)
    where (select count(*) from pix_returns p where p.return_id = r.id) <> (select count(*) from ledger_transfers l where l.transfer_key = 'return-received:' || r.id)
       or (select count(*) from pix_returns p where p.return_id = r.id) > 1`);
  return { payins, returns };
}

const sqlArray = (values: string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** What a trade's transfers moved, and the returns it has, as the ledger and the returns table say. */
interface TradeBooks {
  id: number;
  type: 'payin' | 'payout';
  status: string;
  amount: number;
  fee: number;
  /** How many transfers of each kind name the trade. */
  kinds: Record<string, number>;
  /** The trade's transfers that do not sum to zero. */
  unbalanced: number;
  customer: number;
  in_flight: number;
  payable: number;
  revenue: number;
  returns: { sent_settled: number; sent_processing: number; sent_rejected_n: number; sent_settled_n: number; sent_processing_n: number; received: number; received_n: number };
}

/** A trade's status, transfers and money as its own story says they must be, from its amount, fee and returns. */
function storyOf(trade: TradeBooks) {
  const r = trade.returns;
  const kinds = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
  const nothing = { kinds: {}, customer: 0, in_flight: 0, payable: 0, revenue: 0, unbalanced: 0 };
  if (trade.type === 'payin') {
    if (trade.status === 'failed') return { ...nothing, status: 'failed' };
    return {
      status: r.sent_settled === trade.amount ? 'refunded' : 'success',
      kinds: kinds({ payin: 1, return_sent: r.sent_settled_n + r.sent_processing_n + r.sent_rejected_n, return_settled: r.sent_settled_n, return_rejected: r.sent_rejected_n }),
      customer: trade.amount - trade.fee - r.sent_settled - r.sent_processing, in_flight: 0, payable: r.sent_processing, revenue: trade.fee, unbalanced: 0,
    };
  }
  // Refused before the SPI, a failed payout moved nothing; rejected by it (or timed out), it went out and came back whole.
  if (trade.status === 'failed') return { ...nothing, status: 'failed', kinds: trade.kinds.payout ? { payout: 1, payout_rejected: 1 } : {} };
  const sent = { customer: -(trade.amount + trade.fee), payable: 0, revenue: trade.fee, unbalanced: 0 };
  if (trade.status === 'processing') return { ...sent, status: 'processing', kinds: { payout: 1 }, in_flight: trade.amount };
  return {
    ...sent, status: r.received === trade.amount ? 'refunded' : 'success', kinds: kinds({ payout: 1, payout_settled: 1, return_received: r.received_n }),
    customer: sent.customer + r.received, in_flight: 0,
  };
}

/** Returns only go back the way the trade came, and never more than its amount (a return on its way counts). */
function returnsFitTheTrade({ type, amount, returns: r }: TradeBooks) {
  const sent = r.sent_settled_n + r.sent_processing_n + r.sent_rejected_n;
  return type === 'payin' ? r.received_n === 0 && r.sent_settled + r.sent_processing <= amount : sent === 0 && r.received <= amount;
}

/**
 * Trades (from `fromTradeId` on) whose status, transfers or money differ from their story: a
 * pay-in posts once and gives back only its returns; a payout is in flight while processing, then
 * settled (and credited its returns) or back whole; each of a trade's transfers sums to zero.
 */
export async function tradesOffTheirStory(db: Database, fromTradeId = 0) {
  const rows = await rowsOf<Record<string, string | null> & { kinds: Record<string, number> | null }>(db, sql`
    with kinds as (
      select trade_id, jsonb_object_agg(kind, n) as kinds from (select trade_id, kind, count(*)::int as n from ledger_transfers where trade_id >= ${fromTradeId} group by 1, 2) k group by trade_id
    ), money as (
      select l.trade_id,
        sum(e.amount) filter (where a.bank_account_id is not null) as customer,
        sum(e.amount) filter (where a.kind = 'payouts_in_flight') as in_flight,
        sum(e.amount) filter (where a.kind = 'returns_payable') as payable,
        sum(e.amount) filter (where a.kind = 'fee_revenue') as revenue
      from ledger_transfers l join ledger_entries e on e.transfer_id = l.id join ledger_accounts a on a.id = e.ledger_account_id
      where l.trade_id >= ${fromTradeId} group by l.trade_id
    ), unbalanced as (
      select trade_id, count(*) as n from (
        select l.trade_id from ledger_transfers l left join ledger_entries e on e.transfer_id = l.id
        where l.trade_id >= ${fromTradeId} group by l.trade_id, l.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) = 0) u
      group by trade_id
    ), returns as (
      select trade_id,
        coalesce(sum(amount) filter (where direction = 'sent' and status = 'settled'), 0) as sent_settled,
        coalesce(sum(amount) filter (where direction = 'sent' and status = 'processing'), 0) as sent_processing,
        count(*) filter (where direction = 'sent' and status = 'rejected') as sent_rejected_n,
        count(*) filter (where direction = 'sent' and status = 'settled') as sent_settled_n,
        count(*) filter (where direction = 'sent' and status = 'processing') as sent_processing_n,
        coalesce(sum(amount) filter (where direction = 'received'), 0) as received,
        count(*) filter (where direction = 'received') as received_n
      from pix_returns where trade_id >= ${fromTradeId} group by trade_id
    )
    select t.id, t.trade_type as type, t.status, t.amount, t.fee, k.kinds, u.n as unbalanced,
      m.customer, m.in_flight, m.payable, m.revenue,
      r.sent_settled, r.sent_processing, r.sent_rejected_n, r.sent_settled_n, r.sent_processing_n, r.received, r.received_n
    from trades t left join kinds k on k.trade_id = t.id left join money m on m.trade_id = t.id
      left join unbalanced u on u.trade_id = t.id left join returns r on r.trade_id = t.id
    where t.id >= ${fromTradeId} order by t.id`);
  const offTheirStory = [];
  for (const row of rows) {
    const n = (name: string) => Number(row[name] ?? 0);
    const trade: TradeBooks = {
      id: n('id'), type: row.type as TradeBooks['type'], status: row.status!, amount: n('amount'), fee: n('fee'),
      kinds: row.kinds ?? {}, unbalanced: n('unbalanced'), customer: n('customer'), in_flight: n('in_flight'), payable: n('payable'), revenue: n('revenue'),
      returns: {
        sent_settled: n('sent_settled'), sent_processing: n('sent_processing'), sent_rejected_n: n('sent_rejected_n'), sent_settled_n: n('sent_settled_n'),
        sent_processing_n: n('sent_processing_n'), received: n('received'), received_n: n('received_n'),
      },
    };
    const expected = storyOf(trade);
    const actual = { status: trade.status, kinds: trade.kinds, customer: trade.customer, in_flight: trade.in_flight, payable: trade.payable, revenue: trade.revenue, unbalanced: trade.unbalanced };
    if (!returnsFitTheTrade(trade) || !isDeepStrictEqual(actual, expected)) {
      offTheirStory.push({ trade: trade.id, type: trade.type, amount: trade.amount, fee: trade.fee, returns: trade.returns, expected, actual });
    }
  }
  return offTheirStory;
}
