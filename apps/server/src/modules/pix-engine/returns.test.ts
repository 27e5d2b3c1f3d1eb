// Returns (devoluções) both ways and answers the SPI gives late or never: money goes back through
// the ledger once, and a refused return moves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { banking, note, trades } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import type { SpiAnswer, SpiParty } from '../../integrations/spi/gateway.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, moneyState, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { rowsOf } from '../../test-support/database.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { resolveInFlight } from './in-flight.js';
import { receivePayin } from './payin.js';
import { sendPayout } from './payout.js';
import { receiveReturn } from './returns.js';

const OUR_ISPB = '12345678';
const DAY = 86_400_000;
const outside: SpiParty = { name: 'Maria Oliveira', document: '39053344705', ispb: '60701190', branch: '0001', account: '998877' };

/** The SPI's answer to whatever is sent or asked next; settled unless a test says otherwise. */
let spiAnswer: SpiAnswer = { outcome: 'settled' };
const spi = scriptedSpi(() => spiAnswer);
async function answering<T>(answer: SpiAnswer, work: () => Promise<T>): Promise<T> {
  spiAnswer = answer;
  try {
    return await work();
  } finally {
    spiAnswer = { outcome: 'settled' };
  }
}

let t: TestApp;
let ops: string;
let support: string;
let account: banking.BankAccount;
let sequence = 0;

const inTransaction = <T>(work: (db: Database) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Database));
const endToEndId = (prefix = 'E60701190') => `${prefix}${t.clock.now().toISOString().replace(/\D/g, '').slice(0, 12)}RET${String(sequence++).padStart(8, '0')}`;
const available = async (of = account) => (await t.call(banking.balance, { account_id: of.id }, { token: ops })).data!.available;
const systemBalance = async (kind: string) =>
  Number((await rowsOf<{ balance: string }>(t.db, sql`select balance from ledger_accounts where kind = ${kind} and bank_account_id is null`))[0]!.balance);
const detailOf = async (id: number) => (await t.call(trades.detail, { id }, { token: ops })).data!;
const returnMoney = (body: Record<string, unknown>, key = `return-${sequence++}`, token = ops) =>
  t.call(trades.returnMoney, { reason_code: 'MD06', reason: 'Paid twice by mistake', ...body }, { token, idempotencyKey: key });

async function payin(amount: number, to = account, at = t.clock.now()) {
  const outcome = await inTransaction((db) => receivePayin(db, {
    endToEndId: endToEndId(), amount, payer: outside, payee: { ispb: to.ispb, branch: to.branch, account: to.account_number }, at,
  }));
  return outcome.trade!;
}
const payout = (amount: number, from = account) =>
  inTransaction((db) => sendPayout(db, spi, { accountId: from.id, amount, payee: outside, description: 'Supplier', ourIspb: OUR_ISPB, now: t.clock.now() }));

beforeAll(async () => {
  t = await createTestApp({ spi });
  await t.addStaff('ops', 'Operations');
  await t.addStaff('support', 'Support');
  ops = await t.signIn('ops');
  support = await t.signIn('support');
  account = await openAccount(t, ops);
});
afterAll(() => t.close());

describe('a return we send', () => {
  it('gives a pay-in back in parts through returns payable to settlement; returned whole, the trade is refunded', async () => {
    const trade = await payin(10_000);
    const before = await available();
    const first = await returnMoney({ trade_id: trade.id, amount: 4_000 });
    expect(first).toMatchObject({ code: 200, data: { status: 'success', returnable: 6_000 } });
    expect(first.data!.returns).toEqual([expect.objectContaining({ direction: 'sent', amount: 4_000, reason_code: 'MD06', status: 'settled', operator: 'ops' })]);
    expect(first.data!.returns[0]!.return_id).toMatch(/^D12345678\d{12}[A-Za-z0-9]{11}$/);
    expect(await available()).toBe(before - 4_000);
    expect(await systemBalance('returns_payable')).toBe(0);

    const rest = await returnMoney({ trade_id: trade.id, amount: 6_000 });
    expect(rest.data).toMatchObject({ status: 'refunded', returnable: 0 });
    expect(rest.data!.timeline.map((step) => step.status)).toContain('refunded');
    expect(rest.data!.transfers.map((transfer) => transfer.kind)).toEqual(['payin', 'return_sent', 'return_settled', 'return_sent', 'return_settled']);
    const lines = (await t.call(banking.logs, { account_id: account.id, page_size: 2 }, { token: ops })).data!.list;
    expect(lines.map((line) => [line.kind, line.available_delta])).toEqual([['return_sent', -6_000], ['return_sent', -4_000]]);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('posts once when the same call is replayed with its idempotency key', async () => {
    const trade = await payin(5_000);
    const before = await available();
    const once = await returnMoney({ trade_id: trade.id, amount: 1_000 }, 'return-replayed');
    const twice = await returnMoney({ trade_id: trade.id, amount: 1_000 }, 'return-replayed');
    expect(twice).toEqual(once);
    expect((await detailOf(trade.id)).returns).toHaveLength(1);
    expect(await available()).toBe(before - 1_000);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('is refused, moving nothing, for a payout, an unsettled pay-in, more than is left, money the customer no longer has, past 90 days, or without the permission', async () => {
    const paid = await payin(3_000);
    await returnMoney({ trade_id: paid.id, amount: 2_000 });
    const sent = await payout(500);
    const poor = await openAccount(t, ops);
    const spent = await payin(2_000, poor);
    await payout(1_900, poor);
    const refusedAtSpi = await answering({ outcome: 'rejected', code: 'AC03' }, () => payout(100));
    const old = await payin(1_000, account, new Date(t.clock.now().getTime() - 91 * DAY));
    const state = await moneyState(t.db);
    const refusal = async (body: Record<string, unknown>, token = ops) => {
      const answer = await returnMoney(body, `refused-${sequence++}`, token);
      return [answer.code, answer.msg.replace(/\s/g, ' ')];
    };
    expect(await refusal({ trade_id: sent.id, amount: 100 })).toEqual([409, `Transaction ${sent.trade_no} is a Pix we sent; only money a customer received can be returned`]);
    expect(await refusal({ trade_id: refusedAtSpi.id, amount: 100 })).toEqual([409, expect.stringContaining('a Pix we sent')]);
    expect(await refusal({ trade_id: old.id, amount: 100 })).toEqual([409, `Transaction ${old.trade_no} is more than 90 days old; its money can no longer be returned through Pix`]);
    expect(await refusal({ trade_id: paid.id, amount: 1_001 })).toEqual([409, `Cannot return R$ 10,01 of transaction ${paid.trade_no}: only R$ 10,00 is left to return`]);
    expect(await refusal({ trade_id: spent.id, amount: 1_000 })).toEqual([409, `Cannot return R$ 10,00: account ${poor.account_number} has only R$ 1,00 available`]);
    expect((await refusal({ trade_id: paid.id, amount: 100 }, support))[0]).toBe(403);
    expect(await refusal({ trade_id: 999_999, amount: 100 })).toEqual([404, expect.stringContaining('999999')]);
    expect(await refusal({ trade_id: paid.id, amount: 0 })).toEqual([400, expect.stringContaining('amount')]);
    expect(await refusal({ trade_id: paid.id, amount: 100, reason_code: 'XX99' })).toEqual([400, expect.stringContaining('reason_code')]);
    expect(await moneyState(t.db)).toEqual(state);
  });

  it('comes back to the customer when the SPI rejects it, and the pay-in can be returned again', async () => {
    const trade = await payin(2_000);
    const before = await available();
    const rejected = await answering({ outcome: 'rejected', code: 'AM09' }, () => returnMoney({ trade_id: trade.id, amount: 2_000 }));
    expect(rejected.data).toMatchObject({ status: 'success', returnable: 2_000 });
    expect(rejected.data!.returns[0]).toMatchObject({ status: 'rejected', failure_reason: note('spi.refused', { code: 'AM09' }) });
    expect(await available()).toBe(before);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });
});

describe('answers the SPI gives late', () => {
  it('leave a payout processing with its money in flight until the answer comes, then settle it', async () => {
    await deposit(t.db, account.id, 50_000, t.clock.now());
    const trade = await answering({ outcome: 'pending' }, () => payout(7_000));
    expect(trade.status).toBe('processing');
    expect(await systemBalance('payouts_in_flight')).toBe(7_000);
    expect(await answering({ outcome: 'pending' }, () => resolveInFlight({ db: t.db, spi, now: t.clock.now() }))).toEqual({ payouts: 0, returns: 0 });
    expect(await resolveInFlight({ db: t.db, spi, now: t.clock.now() })).toEqual({ payouts: 1, returns: 0 });
    expect(await detailOf(trade.id)).toMatchObject({ status: 'success' });
    expect(await systemBalance('payouts_in_flight')).toBe(0);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('time out: a payout or a return the SPI never answers comes back to the customer after a minute', async () => {
    const before = await available();
    const trade = await answering({ outcome: 'pending' }, () => payout(3_000));
    const paid = await payin(4_000);
    const returned = await answering({ outcome: 'pending' }, () => returnMoney({ trade_id: paid.id, amount: 4_000 }));
    expect(returned.data!.returns[0]!.status).toBe('processing');
    expect(await systemBalance('returns_payable')).toBe(4_000);
    t.clock.advance(30_000);
    expect(await answering({ outcome: 'pending' }, () => resolveInFlight({ db: t.db, spi, now: t.clock.now() }))).toEqual({ payouts: 0, returns: 0 });
    t.clock.advance(30_000);
    expect(await answering({ outcome: 'pending' }, () => resolveInFlight({ db: t.db, spi, now: t.clock.now() }))).toEqual({ payouts: 1, returns: 1 });
    expect(await detailOf(trade.id)).toMatchObject({ status: 'failed', failure_reason: note('spi.refused', { code: 'AB03' }) });
    expect((await detailOf(paid.id)).returns[0]).toMatchObject({ status: 'rejected', failure_reason: note('spi.refused', { code: 'AB03' }) });
    expect(await available()).toBe(before + 4_000);
    expect(await systemBalance('payouts_in_flight')).toBe(0);
    expect(await systemBalance('returns_payable')).toBe(0);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });
});

describe('a return we receive', () => {
  const incoming = (trade: { end_to_end_id: string }, amount: number, returnId = endToEndId('D60701190')) =>
    inTransaction((db) => receiveReturn(db, { returnId, originalEndToEndId: trade.end_to_end_id, amount, reasonCode: 'BE08', at: t.clock.now() }));

  it('credits the payer account from settlement once per return id; returned whole, the payout is refunded', async () => {
    await deposit(t.db, account.id, 20_000, t.clock.now());
    const trade = await payout(8_000);
    const before = await available();
    const first = await incoming(trade, 3_000, 'D60701190202601151200AGAIN000001');
    expect(first).toMatchObject({ accepted: true, pixReturn: { direction: 'received', amount: 3_000, status: 'settled' } });
    const state = await moneyState(t.db);
    expect(await incoming(trade, 3_000, 'D60701190202601151200AGAIN000001')).toEqual(first);
    expect(await moneyState(t.db)).toEqual(state);
    expect(await available()).toBe(before + 3_000);
    expect(await incoming(trade, 5_001)).toEqual({ accepted: false, reason: { key: 'spi.return_above_left', params: { code: 'AM02', returned: 5_001, left: 5_000 } } });
    expect((await incoming(trade, 5_000)).accepted).toBe(true);
    expect(await detailOf(trade.id)).toMatchObject({ status: 'refunded', returnable: 0 });
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('is refused, moving nothing, for no payout of ours, a pay-in, a failed payout or a closed account', async () => {
    const closing = await openAccount(t, ops);
    await deposit(t.db, closing.id, 1_000, t.clock.now());
    const toClose = await payout(1_000, closing);
    expect((await t.call(banking.deactivate, { id: closing.id }, { token: ops })).code).toBe(200);
    const failed = await answering({ outcome: 'rejected', code: 'AC06' }, () => payout(100));
    const received = await payin(1_000);
    const state = await moneyState(t.db);
    expect(await incoming({ end_to_end_id: 'E60701190202601151200NOSUCHPAYOUT' }, 100)).toEqual({ accepted: false, reason: { key: 'spi.refused', params: { code: 'AM05' } } });
    expect((await incoming(received, 100)).accepted).toBe(false);
    expect((await incoming(failed, 100)).accepted).toBe(false);
    expect(await incoming(toClose, 100)).toEqual({ accepted: false, reason: { key: 'spi.refused', params: { code: 'AC07' } } });
    expect(await moneyState(t.db)).toEqual(state);
  });
});
