// Payouts and returns through the engine over the ICOM, against the SPI simulator's process: each
// payout commits in flight with its pacs.008 in the outbox, is posted once, and ends by the
// status the SPI sends (settled, or rejected with the money and fee back); a status read twice
// applies once; a Pix the SPI never settles ends as its AB03; a return of a pay-in goes the same way.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking } from '@wallet/contracts';
import type { Database } from '../../../db/client.js';
import { resolveInFlight, receivePayin, sendPayout, sendReturn } from '../../../modules/pix-engine/index.js';
import { deposit, ledgerDrift, NO_DRIFT, openAccount } from '../../../test-support/banking.js';
import { rowsOf } from '../../../test-support/database.js';
import { createTestApp, type TestApp } from '../../../test-support/harness.js';
import { OUTSIDER } from '../../../test-support/pix-traffic.js';
import { startSpiSimulator, type RunningSpiSimulator } from '../../../test-support/spi-simulator.js';
import type { SpiParty } from '../gateway.js';
import { IcomClient, messageIdFor } from './client.js';
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
    await spi.exchange(t.db, t.clock.now());
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
    expect(await spi.exchange(t.db, t.clock.now())).toEqual({ posted: 0, read: 0 });
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('ends a payout the receiver rejects (AC03) with the money and the fee back, and one the SPI never settles as its AB03', async () => {
    const before = await balance();
    const missing = await payout(3_000, { ...OUTSIDER, account: '0' });
    await spi.exchange(t.db, t.clock.now());
    await simulator.tell({ silentNext: 1 });
    const silent = await payout(4_000);
    await exchangeUntil(async () => (await statusOf(missing.id)).status !== 'processing' && (await statusOf(silent.id)).status !== 'processing');
    expect([await statusOf(missing.id), await statusOf(silent.id)].map((row) => [row.status, row.failure_reason?.params.code])).toEqual([['failed', 'AC03'], ['failed', 'AB03']]);
    expect(await balance()).toBe(before);
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

  it('returns part of a pay-in to its payer through the SPI, settled by its ACSC', async () => {
    // A pay-in the SPI settled: from a played bank, taken off our stream and accepted by the test as our engine will.
    const incoming = await simulator.payIn({ payee: { ispb: OUR_ISPB, branch: '1', number: '100200', type: 'CACC', document: '12345678909' }, amount: 9_000 });
    await client.drain(async () => undefined);
    await client.send({ kind: 'pacs.002', statuses: [{ originalId: incoming, originalEndToEndId: incoming, status: 'ACSP' }] }, messageIdFor(OUR_ISPB, `answer:${incoming}`));
    await client.drain(async () => undefined);
    const received = await inTransaction((db) => receivePayin(db, { endToEndId: incoming, amount: 9_000, payer: OUTSIDER, payee: { ispb: account.ispb, branch: account.branch, account: account.account_number }, at: t.clock.now() }));
    const sent = await inTransaction((db) => sendReturn(db, spi, { tradeId: received.trade!.id, amount: 4_000, reasonCode: 'MD06', reason: 'Customer asked', actor: null, ourIspb: OUR_ISPB, now: t.clock.now() }));
    expect(sent.status).toBe('processing');
    const returnStatus = async () => (await rowsOf<{ status: string }>(t.db, sql`select status from pix_returns where id = ${sent.id}`))[0]!.status;
    await exchangeUntil(async () => (await returnStatus()) !== 'processing');
    expect(await returnStatus()).toBe('settled');
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });
});
