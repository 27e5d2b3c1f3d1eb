// What the server writes into records by itself is kept as notes (a key of NOTES and its
// parameters), never as English sentences; what a member typed is kept as they typed it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { banking, pix, trades } from '@wallet/contracts';
import type { Database } from './db/client.js';
import type { SpiAnswer, SpiParty } from './integrations/spi/gateway.js';
import { createTestApp, type TestApp } from './test-support/harness.js';
import { openAccount } from './test-support/banking.js';
import { rowsOf } from './test-support/database.js';
import { emailClaimedFromHolder } from './test-support/claims.js';
import { scriptedSpi } from './test-support/spi.js';
import { expectNote, expectNoteOrTyped, noteKeysOf, sourcesOf, storedTexts } from './test-support/stored-notes.js';
import { receivePayin, receiveReturn, sendPayout } from './modules/pix-engine/index.js';

const OUR_ISPB = '12345678';
const outside: SpiParty = { name: 'Maria Oliveira', document: '39053344705', ispb: '60701190', branch: '0001', account: '998877' };
/** Words members typed in this test: the only text a record may keep as it is. */
const TYPED = { freeze: 'Court order 42/2026', returned: 'The customer paid twice' };

let spiAnswer: SpiAnswer = { outcome: 'settled' };
const spi = scriptedSpi(() => spiAnswer);
let t: TestApp;
let ops: string;
let account: banking.BankAccount;

const inTransaction = <T>(work: (db: Database) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Database));
let sequence = 0;
const endToEndId = () => `E60701190${t.clock.now().toISOString().replace(/\D/g, '').slice(0, 12)}NTS${String(sequence++).padStart(8, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ spi });
  await t.addStaff('ops', 'Operations');
  ops = await t.signIn('ops');
  account = await openAccount(t, ops);
  // A key registered, and a key held elsewhere, which opens a claim.
  expect((await t.call(pix.keys.register, { account_id: account.id, key_type: 'EVP' }, { token: ops })).code).toBe(200);
  const claimed = await t.call(pix.keys.register, { account_id: account.id, key_type: 'EMAIL', key_value: emailClaimedFromHolder('notes', 'lets_lapse') }, { token: ops });
  expect(claimed.data?.status).toBe('pending_claim');

  // A pay-in, and a freeze with a member's reason.
  const paid = (await inTransaction((db) => receivePayin(db, {
    endToEndId: endToEndId(), amount: 20_000, payer: outside, payee: { ispb: account.ispb, branch: account.branch, account: account.account_number }, at: t.clock.now(),
  }))).trade!;
  expect((await t.call(banking.freeze, { account_id: account.id, amount: 1_000, reason: TYPED.freeze }, { token: ops, idempotencyKey: 'notes-freeze' })).code).toBe(200);
  // A payout the SPI rejects, and one it settles whose money the payee's institution returns.
  spiAnswer = { outcome: 'rejected', code: 'AC06' };
  await inTransaction((db) => sendPayout(db, spi, { accountId: account.id, amount: 3_000, payee: outside, description: 'Supplier', ourIspb: OUR_ISPB, now: t.clock.now() }));
  spiAnswer = { outcome: 'settled' };
  const settled = await inTransaction((db) => sendPayout(db, spi, { accountId: account.id, amount: 4_000, payee: outside, description: 'Supplier', ourIspb: OUR_ISPB, now: t.clock.now() }));
  await inTransaction((db) => receiveReturn(db, { returnId: `D60701190${endToEndId().slice(9)}`, originalEndToEndId: settled.end_to_end_id, amount: 1_000, reasonCode: 'BE08', at: t.clock.now() }));
  // A return we send, one settled and one the SPI rejects.
  expect((await t.call(trades.returnMoney, { trade_id: paid.id, amount: 2_000, reason_code: 'MD06', reason: TYPED.returned }, { token: ops, idempotencyKey: 'notes-return-1' })).code).toBe(200);
  spiAnswer = { outcome: 'rejected', code: 'AM09' };
  expect((await t.call(trades.returnMoney, { trade_id: paid.id, amount: 1_000, reason_code: 'MD06', reason: TYPED.returned }, { token: ops, idempotencyKey: 'notes-return-2' })).code).toBe(200);
  spiAnswer = { outcome: 'settled' };
}, 120_000);
afterAll(() => t.close());

describe('the records of a pay-in, payouts, returns, a key and a claim', () => {
  it('keep what the server wrote as notes and what members typed as their words, and no other text', async () => {
    const stored = await storedTexts(t.db);
    // Each kind of record the story wrote is read, so that the check below cannot pass on no rows.
    expect(sourcesOf(stored)).toEqual([
      'funds_logs.reason', 'ledger_transfers.reason', 'pix_key_logs.reason', 'pix_returns.failure_reason', 'pix_returns.reason', 'trades.failure_reason',
    ]);
    for (const { source, value } of stored) expectNoteOrTyped(value, source, TYPED);
    expect(noteKeysOf(stored)).toEqual(new Set([
      'pix.received', 'pix.sent', 'pix.settled', 'pix.rejected', 'spi.refused', 'return.received', 'return.by_payee_institution',
      'return.sent_because', 'return.settled', 'return.rejected', 'key.registered', 'claim.opened',
    ]));
  });

  it('answer the notes as notes: the statement, the trades and the key history', async () => {
    const statement = (await t.call(banking.logs, { account_id: account.id, page_size: 100 }, { token: ops })).data!.list;
    expect(statement.length).toBeGreaterThan(5);
    for (const line of statement) expectNoteOrTyped(line.reason, `statement ${line.kind}`, TYPED);
    expect(statement.map((line) => line.reason)).toContainEqual({ key: 'pix.received', params: { payer: outside.name } });
    expect(statement.map((line) => line.reason)).toContainEqual({ key: 'pix.rejected', params: { code: 'AC06' } });

    const failed = await rowsOf<{ id: number }>(t.db, sql`select id from trades where status = 'failed'`);
    const detail = (await t.call(trades.detail, { id: Number(failed[0]!.id) }, { token: ops })).data!;
    expect(detail.failure_reason).toEqual({ key: 'spi.refused', params: { code: 'AC06' } });
    const paidBack = await rowsOf<{ trade_id: number }>(t.db, sql`select trade_id from pix_returns where direction = 'sent' limit 1`);
    for (const back of (await t.call(trades.detail, { id: Number(paidBack[0]!.trade_id) }, { token: ops })).data!.returns) {
      expectNoteOrTyped(back.reason, 'return', TYPED);
      if (back.failure_reason) expectNote(back.failure_reason, 'return failure');
    }

    const history = (await t.call(pix.keys.logs, { page_size: 100 }, { token: ops })).data!.list;
    expect(history.map((log) => log.reason)).toEqual(expect.arrayContaining([{ key: 'key.registered', params: {} }, { key: 'claim.opened', params: {} }]));
    for (const log of history) expectNote(log.reason, `key log ${log.action}`);
  });
});
