import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { note } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import { admins, bankAccounts, fundsFreezes, ledgerAccounts, trades, walletUsers } from '../db/schema/index.js';
import type { SpiParty } from '../integrations/spi/gateway.js';
import { SimulatedSpi } from '../integrations/spi/simulator.js';
import { AppError } from '../core/errors.js';
import { deductFee, freezeFunds, unfreezeFunds } from '../modules/banking/index.js';
import { listParticipants } from '../modules/ispb/index.js';
import { resolveInFlight, receivePayin, sendPayout, receiveReturn, sendReturn } from '../modules/pix-engine/index.js';
import { makeCpf, makePersonName } from '../simulation/people.js';
import type { SeedGenerator } from './generator.js';
import type { SeededRandom } from '../simulation/random.js';

const DAY = 86_400_000;
/** The demo's Pix traffic: this many Pix and operators' actions over the last days, through the engine. */
const DEFAULT_REPLAYED = 400;
const REPLAYED_DAYS = 45;

/**
 * How many moments the engine replays (`replayed`: 400 unless told, never more than `trades`) and
 * how many older trades the history adds (`trades` beyond them), for a data set's sizes.
 */
export function trafficSizes(sizes: Readonly<Record<string, number>>) {
  const replayed = sizes.replayed ?? Math.min(sizes.trades ?? DEFAULT_REPLAYED, DEFAULT_REPLAYED);
  return {
    replayed,
    history: Math.max(0, (sizes.trades ?? replayed) - replayed),
    /** Where the history ends: where the replayed days begin, or now when none are replayed. */
    historyEndsDaysAgo: replayed > 0 ? REPLAYED_DAYS : 0,
  };
}
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const FREEZE_REASONS = ['Court order (bloqueio judicial SISBAJUD)', 'MED: suspected fraud on an incoming Pix', 'Chargeback dispute under analysis'];
const RELEASE_REASONS = ['Court order lifted', 'MED analysis closed in favour of the customer'];
const FEE_REASONS = ['Monthly Pix QR code fee', 'Chargeback handling fee', 'Settlement fee'];

type Account = Pick<typeof bankAccounts.$inferSelect, 'id' | 'ispb' | 'branch' | 'account_number' | 'created_at'> & { kind: 'user' | 'merchant' };
type Actor = { id: number; username: string };

interface Replay {
  db: Database;
  random: SeededRandom;
  ourIspb: string;
  spi: SimulatedSpi;
  accounts: Account[];
  people: SpiParty[];
  staff: Map<string, Actor>;
}

/** An id shaped like the SPI's (`E`/`D`, the ISPB, the UTC minute, 11 letters or digits), from the seeded stream. */
const pixId = (random: SeededRandom, letter: 'E' | 'D', ispb: string, at: Date) =>
  `${letter}${ispb}${at.toISOString().replace(/\D/g, '').slice(0, 12)}${Array.from({ length: 11 }, () => random.pick([...ALPHANUMERIC])).join('')}`;

const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Database));

/** Runs one customer's or operator's action; a refusal (too little money, an inactive account) is part of the story. */
async function attempt(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

async function availableOf(db: Database, accountId: number) {
  const [row] = await db.select({ available: bankAccounts.available }).from(bankAccounts).where(eq(bankAccounts.id, accountId));
  return row?.available ?? 0;
}

/** Whether a payout or a return waits for the SPI's answer. */
async function somethingInFlight(db: Database) {
  const [row] = await db.select({ payouts: ledgerAccounts.balance }).from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.bank_account_id), inArray(ledgerAccounts.kind, ['payouts_in_flight', 'returns_payable']), ne(ledgerAccounts.balance, 0))).limit(1);
  return row !== undefined;
}

/** One of the last settled trades of a kind on the accounts, picked at random. */
async function recentTrade(replay: Replay, type: 'payin' | 'payout') {
  const recent = await replay.db.select().from(trades).where(and(eq(trades.trade_type, type), eq(trades.status, 'success'))).orderBy(desc(trades.id)).limit(20);
  return recent.length ? replay.random.pick(recent) : null;
}

/** One moment of the story: a Pix in or out, a freeze or its release, a fee, or a return either way. */
async function replayOne(replay: Replay, at: Date) {
  const { db, random } = replay;
  const open = replay.accounts.filter((account) => account.created_at <= at);
  if (open.length === 0) return;
  const account = random.pick(open);
  const roll = random.int(0, 99);
  if (roll < 55) {
    const payer = random.pick(replay.people);
    await inTransaction(db, (tx) => receivePayin(tx, {
      endToEndId: pixId(random, 'E', payer.ispb, at), amount: random.int(500, account.kind === 'merchant' ? 800_000 : 300_000), payer, at,
      payee: { ispb: account.ispb, branch: account.branch, account: account.account_number }, description: random.int(0, 9) < 7 ? 'Pix QR code payment' : 'Pix transfer',
      ...(random.int(0, 9) < 6 ? { txid: `qr${pixId(random, 'E', account.ispb, at).slice(-20)}` } : {}),
    }));
  } else if (roll < 85) {
    const available = await availableOf(db, account.id);
    if (available < 200) return;
    await inTransaction(db, (tx) => sendPayout(tx, replay.spi, {
      accountId: account.id, amount: random.int(100, Math.min(500_000, Math.floor(available * 0.6))), payee: random.pick(replay.people),
      description: account.kind === 'merchant' ? 'Settlement to the merchant\'s bank' : 'Pix transfer', ourIspb: replay.ourIspb, now: at,
      endToEndId: pixId(random, 'E', replay.ourIspb, at),
    }));
  } else if (roll < 89) {
    const available = await availableOf(db, account.id);
    if (available < 100) return;
    await attempt(() => inTransaction(db, (tx) => freezeFunds(tx, {
      accountId: account.id, amount: random.int(100, Math.floor(available / 2)), reason: random.pick(FREEZE_REASONS), actor: replay.staff.get('compliance')!, now: at,
    })));
  } else if (roll < 91) {
    const held = await db.select().from(fundsFreezes).where(eq(fundsFreezes.status, 'active')).orderBy(asc(fundsFreezes.id));
    if (held.length === 0) return;
    const freeze = random.pick(held);
    await inTransaction(db, (tx) => unfreezeFunds(tx, {
      freezeId: freeze.id, amount: random.int(0, 1) ? freeze.remaining : random.int(1, freeze.remaining), reason: random.pick(RELEASE_REASONS), actor: replay.staff.get('compliance')!, now: at,
    }));
  } else if (roll < 94) {
    if (account.kind !== 'merchant') return;
    await attempt(() => inTransaction(db, (tx) => deductFee(tx, {
      accountId: account.id, amount: random.int(100, 5_000), reason: random.pick(FEE_REASONS), actor: replay.staff.get('finance')!, now: at,
    })));
  } else if (roll < 97) {
    const paid = await recentTrade(replay, 'payin');
    if (!paid) return;
    await attempt(() => inTransaction(db, (tx) => sendReturn(tx, replay.spi, {
      tradeId: paid.id, amount: random.int(1, paid.amount), reasonCode: random.pick(['MD06', 'BE08', 'FR01'] as const), reason: note('return.customer_asked'),
      actor: replay.staff.get('operations')!, ourIspb: replay.ourIspb, now: at, returnId: pixId(random, 'D', replay.ourIspb, at),
    })));
  } else {
    const sent = await recentTrade(replay, 'payout');
    if (!sent) return;
    await inTransaction(db, (tx) => receiveReturn(tx, {
      returnId: pixId(random, 'D', sent.payee_ispb, at), originalEndToEndId: sent.end_to_end_id, amount: random.int(1, sent.amount), reasonCode: 'BE08', at,
    }));
  }
}

/**
 * The demo's money, told the way it happens: Pix traffic of the last 45 days replayed through the
 * engine in time order (pay-ins, payouts with the simulated SPI's answers, returns both ways) with
 * the operators' freezes, releases and fees, so every balance is explained by its ledger entries.
 * Late SPI answers are asked again as the story goes; the last minute's stay in flight.
 */
export const demoTraffic: SeedGenerator = {
  name: 'traffic',
  async run({ db, random, now, sizes, institution, log }) {
    const wanted = trafficSizes(sizes).replayed;
    const accounts = await db.select({ id: bankAccounts.id, ispb: bankAccounts.ispb, branch: bankAccounts.branch, account_number: bankAccounts.account_number, created_at: bankAccounts.created_at, kind: walletUsers.kind })
      .from(bankAccounts).innerJoin(walletUsers, eq(walletUsers.id, bankAccounts.owner_id)).orderBy(asc(bankAccounts.id));
    if (wanted === 0 || accounts.length === 0) return log('traffic: none');
    const outsiders = (await listParticipants(db)).filter((participant) => participant.ispb !== institution.ispb);
    const people = Array.from({ length: 200 }, () => ({
      name: makePersonName(random), document: makeCpf(random), ispb: random.pick(outsiders).ispb,
      branch: String(random.int(1, 9999)).padStart(4, '0'), account: String(random.int(10_000, 99_999_999)),
    }));
    const members = await db.select({ id: admins.id, username: admins.username }).from(admins).where(inArray(admins.username, ['operations', 'compliance', 'finance']));
    const system = { id: 0, username: 'system' };
    const staff = new Map(['operations', 'compliance', 'finance'].map((name) => [name, members.find((member) => member.username === name) ?? system]));
    const replay: Replay = { db, random, ourIspb: institution.ispb, spi: new SimulatedSpi(), accounts, people, staff };

    const start = now.getTime() - REPLAYED_DAYS * DAY;
    const step = (REPLAYED_DAYS * DAY - 60_000) / wanted;
    for (let i = 0; i < wanted; i++) {
      const at = new Date(Math.floor(start + i * step + random.next() * step * 0.9));
      if (await somethingInFlight(db)) await resolveInFlight({ db, spi: replay.spi, now: at });
      await replayOne(replay, at);
    }
    const [counted] = await db.select({ n: trades.id }).from(trades).orderBy(desc(trades.id)).limit(1);
    log(`traffic: ${wanted} Pix and operator actions replayed through the engine over ${REPLAYED_DAYS} days (last trade id ${counted?.n ?? 0})`);
  },
};
