// Payouts and returns through the engine over the ICOM, against the SPI simulator's process: each
// payout commits in flight with its pacs.008 in the outbox, is posted once, and ends by the
// status the SPI sends (settled, or rejected with the money and fee back); a status read twice
// applies once; a Pix the SPI never settles ends as its AB03; a Pix from another bank is answered
// at once and credited once settled; a return of it goes the way a payout does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking } from '@wallet/contracts';
import type { Database } from '../../../db/client.js';
import { receivingDesk, resolveInFlight, sendPayout, sendReturn } from '../../../modules/pix-engine/index.js';
import { deposit, ledgerDrift, NO_DRIFT, openAccount } from '../../../test-support/banking.js';
import { rowsOf } from '../../../test-support/database.js';
import { createTestApp, type TestApp } from '../../../test-support/harness.js';
import { OUTSIDER } from '../../../test-support/pix-traffic.js';
import { startSpiSimulator, type RunningSpiSimulator } from '../../../test-support/spi-simulator.js';
import type { SpiParty } from '../gateway.js';
import { IcomClient } from './client.js';
import { IcomSpi } from './gateway.js';

const OUR_ISPB = '12345678';
let simulator: RunningSpiSimulator;
let client: IcomClient;
let spi: IcomSpi;
let t: TestApp;
let ops: string;
let account: banking.BankAccount;

beforeAll(async () => {
  simulator = await startSpiSimulator({ participant: OUR_ISPB, answerMs: 2_000 });
  client = new IcomClient(simulator.endpoint);
  spi = new IcomSpi(client, OUR_ISPB);
  t = await createTestApp({ spi });
  await t.addStaff('ops', 'Super admin');
  ops = await t.signIn('ops');
  account = await openAccount(t, ops);
  await deposit(t.db, account.id, 10_000_000, t.clock.now());
});
afterAll(async () => {
  await t?.close();
  await client?.close();
  await simulator?.stop();
});

const inTransaction = <T>(work: (db: Database) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Database));
const payout = (amount: number, payee: SpiParty = OUTSIDER) =>
  inTransaction((db) => sendPayout(db, spi, { accountId: account.id, amount, payee, description: 'Supplier', ourIspb: OUR_ISPB, now: t.clock.now() }));
const balance = async () => (await t.call(banking.balance, { account_id: account.id }, { token: ops })).data!.available;
const statusOf = async (id: number) => (await rowsOf<{ status: string; failure_reason: { params: { code: string } } | null }>(t.db, sql`select status, failure_reason from trades where id = ${id}`))[0]!;
const outboxRows = async () => Number((await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from spi_outbox`))[0]!.n);

/** Exchanges the SPI's messages and ends what they answered, until `done` or a few seconds have passed. */
async function exchangeUntil(done: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await spi.exchange(t.db, t.clock.now(), receivingDesk);
    await resolveInFlight({ db: t.db, spi, now: t.clock.now(), timeoutMs: 60_000 });
    if (await done() || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the engine over the ICOM', () => {
  it('commits a payout in flight with its message, posts it once, and settles it by the SPI\'s ACSC', async () => {
    const before = await balance();
    const trade = await payout(25_000);
    expect(trade.status).toBe('processing');
    expect(await outboxRows()).toBe(1);
    await exchangeUntil(async () => (await statusOf(trade.id)).status !== 'processing');
    expect((await statusOf(trade.id)).status).toBe('success');
    expect(before - await balance()).toBe(25_000 + trade.fee);
    // Posting and reading again change nothing: the message was posted once, the status applied once.
    expect(await spi.exchange(t.db, t.clock.now(), receivingDesk)).toEqual({ posted: 0, read: 0 });
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('waits for the SPI\'s word however late, and ends a payout the receiver rejects (AC03) with the money and the fee back, and one the SPI never settles as its AB03', async () => {
    const before = await balance();
    // However late our clock, a payout the SPI has not answered yet waits for its word.
    const waiting = await payout(2_000);
    await resolveInFlight({ db: t.db, spi, now: new Date(t.clock.now().getTime() + 10 * 60_000) });
    expect((await statusOf(waiting.id)).status).toBe('processing');
    await exchangeUntil(async () => (await statusOf(waiting.id)).status === 'success');
    const afterWaiting = await balance();
    expect(before - afterWaiting).toBe(2_000 + waiting.fee);
    const missing = await payout(3_000, { ...OUTSIDER, account: '0' });
    await spi.exchange(t.db, t.clock.now(), receivingDesk);
    await simulator.tell({ silentNext: 1 });
    const silent = await payout(4_000);
    await exchangeUntil(async () => (await statusOf(missing.id)).status !== 'processing' && (await statusOf(silent.id)).status !== 'processing');
    expect([await statusOf(missing.id), await statusOf(silent.id)].map((row) => [row.status, row.failure_reason?.params.code])).toEqual([['failed', 'AC03'], ['failed', 'AB03']]);
    expect(await balance()).toBe(afterWaiting);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
    await simulator.tell({});
  });

  it('leaves no message of a payout whose transaction rolled back', async () => {
    const before = await outboxRows();
    await expect(inTransaction(async (db) => {
      await sendPayout(db, spi, { accountId: account.id, amount: 1_000, payee: OUTSIDER, description: 'Supplier', ourIspb: OUR_ISPB, now: t.clock.now() });
      throw new Error('the process died');
    })).rejects.toThrow('the process died');
    expect(await outboxRows()).toBe(before);
  });

  it('answers a Pix from another bank at once, credits it once the SPI settles it (ACCC), however often it is delivered, and refuses one to no account of ours (AC03)', async () => {
    const before = await balance();
    const payee = { ispb: OUR_ISPB, branch: account.branch, number: account.account_number, type: 'TRAN', document: '12345678909' };
    await simulator.tell({ duplicateNext: 1 });
    const incoming = await simulator.payIn({ payee, amount: 9_000 });
    const nowhere = await simulator.payIn({ payee: { ...payee, number: '999999999' }, amount: 5_000 });
    const payinOf = async (id: string) => (await rowsOf<{ answer: string; reason: string | null; ended: string | null }>(t.db, sql`select answer, reason, ended from spi_received where id = ${id}`))[0];
    await exchangeUntil(async () => (await payinOf(incoming))?.ended === 'settled' && (await payinOf(nowhere))?.ended === 'rejected');
    expect([await payinOf(incoming), await payinOf(nowhere)]).toEqual([{ answer: 'ACSP', reason: null, ended: 'settled' }, { answer: 'RJCT', reason: 'AC03', ended: 'rejected' }]);
    const credited = await rowsOf<{ id: number; status: string; amount: number }>(t.db, sql`select id, status, amount from trades where end_to_end_id = ${incoming}`);
    expect(credited.map((trade) => [trade.status, Number(trade.amount)])).toEqual([['success', 9_000]]);
    expect(await balance()).toBe(before + 9_000 - (await rowsOf<{ fee: number }>(t.db, sql`select fee from trades where end_to_end_id = ${incoming}`)).map((trade) => Number(trade.fee))[0]!);
    await simulator.tell({});

    // Part of it returned to its payer through the SPI, settled by its ACSC.
    const sent = await inTransaction((db) => sendReturn(db, spi, { tradeId: credited[0]!.id, amount: 4_000, reasonCode: 'MD06', reason: 'Customer asked', actor: null, ourIspb: OUR_ISPB, now: t.clock.now() }));
    expect(sent.status).toBe('processing');
    const returnStatus = async () => (await rowsOf<{ status: string }>(t.db, sql`select status from pix_returns where id = ${sent.id}`))[0]!.status;
    await exchangeUntil(async () => (await returnStatus()) !== 'processing');
    expect(await returnStatus()).toBe('settled');
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('takes back money of a payout the payee\'s bank returns: answered at once, credited once the SPI settles it', async () => {
    const trade = await payout(20_000);
    await exchangeUntil(async () => (await statusOf(trade.id)).status === 'success');
    const before = await balance();
    const returnId = await simulator.returnBack({ originalEndToEndId: trade.end_to_end_id, amount: 6_000 });
    const received = async () => (await rowsOf<{ answer: string; ended: string | null }>(t.db, sql`select answer, ended from spi_received where id = ${returnId}`))[0];
    await exchangeUntil(async () => (await received())?.ended === 'settled');
    expect(await received()).toEqual({ answer: 'ACSP', ended: 'settled' });
    const kept = await rowsOf<{ direction: string; amount: number; status: string }>(t.db, sql`select direction, amount, status from pix_returns where return_id = ${returnId}`);
    expect(kept.map((row) => [row.direction, Number(row.amount), row.status])).toEqual([['received', 6_000, 'settled']]);
    expect(await balance()).toBe(before + 6_000);
    await expect(simulator.returnBack({ originalEndToEndId: trade.end_to_end_id, amount: 14_001 })).rejects.toThrow(/more than is left/);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });
});
