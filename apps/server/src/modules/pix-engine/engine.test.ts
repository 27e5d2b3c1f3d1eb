// The Pix engine: money in and out through the ledger, every payout refusal, and the links
// between trades and their transfers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { banking, note, pix, trades, users } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import type { SpiAnswer, SpiParty } from '../../integrations/spi/gateway.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, moneyState, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { rowsOf } from '../../test-support/database.js';
import { limitPeriodAt } from './limit-period.js';
import { receivePayin } from './payin.js';
import { sendPayout } from './payout.js';

const OUR_ISPB = '12345678';
const outside: SpiParty = { name: 'Maria Oliveira', document: '39053344705', ispb: '60701190', branch: '0001', account: '998877' };

let t: TestApp;
let ops: string;
let merchant: banking.BankAccount;
let person: banking.BankAccount;
/** The SPI's next answer; settled unless a test says otherwise. */
let spiAnswer: SpiAnswer = { outcome: 'settled' };
const spi = scriptedSpi(() => spiAnswer);

const inTransaction = <T>(work: (db: Database) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Database));
const payout = (account: banking.BankAccount, amount: number) =>
  inTransaction((db) => sendPayout(db, spi, { accountId: account.id, amount, payee: outside, description: 'Supplier', ourIspb: OUR_ISPB, now: t.clock.now() }));
const balanceOf = async (account: banking.BankAccount) => (await t.call(banking.balance, { account_id: account.id }, { token: ops })).data!;
const systemBalance = async (kind: string) =>
  Number((await rowsOf<{ balance: string }>(t.db, sql`select balance from ledger_accounts where kind = ${kind} and bank_account_id is null`))[0]!.balance);
let payins = 0;
const payinTo = (account: banking.BankAccount, amount: number, endToEndId = `E60701190${t.clock.now().toISOString().replace(/\D/g, '').slice(0, 12)}PAYIN${String(payins++).padStart(6, '0')}`) =>
  inTransaction((db) => receivePayin(db, { endToEndId, amount, payer: outside, payee: { ispb: account.ispb, branch: account.branch, account: account.account_number }, at: t.clock.now() }));

beforeAll(async () => {
  t = await createTestApp();
  await t.addStaff('ops', 'Super admin');
  ops = await t.signIn('ops');
  merchant = await openAccount(t, ops, { kind: 'merchant' });
  person = await openAccount(t, ops);
});
afterAll(() => t.close());

describe('pay-ins', () => {
  it('credit the account less the merchant fee, from settlement, and post once for one end-to-end id', async () => {
    const first = await payinTo(merchant, 100_000, 'E60701190202601151200PAYINONCE01');
    expect(first).toMatchObject({ accepted: true, trade: { trade_type: 'payin', status: 'success', amount: 100_000, fee: 990 } });
    // Its number is the UTC day and its id, drawn in the same statement.
    expect(first.trade!.trade_no).toBe(`T20260115${String(first.trade!.id).padStart(10, '0')}`);
    expect((await balanceOf(merchant)).available).toBe(99_010);
    const state = await moneyState(t.db);
    const again = await payinTo(merchant, 100_000, 'E60701190202601151200PAYINONCE01');
    expect(again.trade!.id).toBe(first.trade!.id);
    expect(await moneyState(t.db)).toEqual(state);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('are refused as a failed trade, moving nothing, to an inactive account or a blocked owner; to no account at all, without a trade', async () => {
    const closed = await openAccount(t, ops);
    expect((await t.call(banking.deactivate, { id: closed.id }, { token: ops })).code).toBe(200);
    const state = await moneyState(t.db);
    expect(await payinTo(closed, 5_000)).toMatchObject({ accepted: false, reason: note('spi.refused', { code: 'AC07' }), trade: { status: 'failed', failure_reason: note('spi.refused', { code: 'AC07' }) } });
    expect(await payinTo({ ...closed, account_number: '404404' }, 5_000)).toEqual({ accepted: false, trade: null, reason: note('spi.refused', { code: 'AC03' }) });
    expect(await moneyState(t.db)).toEqual(state);
  });
});

describe('payouts', () => {
  beforeAll(async () => {
    await deposit(t.db, person.id, 300_000, t.clock.now());
  });

  it('settle: the amount leaves through payouts in flight to settlement, the fee to revenue; trade and transfers point at each other', async () => {
    const settlementBefore = await systemBalance('settlement');
    const revenueBefore = await systemBalance('fee_revenue');
    const trade = await payout(merchant, 10_000);
    expect(trade).toMatchObject({ trade_type: 'payout', status: 'success', amount: 10_000, fee: 50, failure_reason: null });
    expect((await balanceOf(merchant)).available).toBe(99_010 - 10_050);
    expect(await systemBalance('payouts_in_flight')).toBe(0);
    expect(await systemBalance('settlement')).toBe(settlementBefore + 10_000);
    expect(await systemBalance('fee_revenue')).toBe(revenueBefore + 50);
    const detail = (await t.call(trades.detail, { id: trade.id }, { token: ops })).data!;
    expect(detail.transfers.map((transfer) => transfer.kind)).toEqual(['payout', 'payout_settled']);
    for (const transfer of detail.transfers) expect(transfer.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(detail.transfers[0]!.entries).toEqual(expect.arrayContaining([
      { ledger_account: 'customer_available', bank_account_id: merchant.id, account_number: merchant.account_number, amount: -10_050 },
      { ledger_account: 'payouts_in_flight', bank_account_id: null, account_number: null, amount: 10_000 },
      { ledger_account: 'fee_revenue', bank_account_id: null, account_number: null, amount: 50 },
    ]));
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('come back whole, the fee too, when the SPI rejects them, and the trade says why', async () => {
    spiAnswer = { outcome: 'rejected', code: 'AC03' };
    try {
      const before = (await balanceOf(merchant)).available;
      const trade = await payout(merchant, 1_000);
      expect(trade).toMatchObject({ status: 'failed', failure_reason: note('spi.refused', { code: 'AC03' }) });
      expect((await balanceOf(merchant)).available).toBe(before);
      const lines = (await t.call(banking.logs, { account_id: merchant.id, page_size: 2 }, { token: ops })).data!.list;
      expect(lines.map((line) => [line.kind, line.available_delta])).toEqual([['payout_rejected', 1_050], ['payout', -1_050]]);
      expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
    } finally {
      spiAnswer = { outcome: 'settled' };
    }
  });

  it('are refused, moving nothing, for an inactive account, a blocked owner, over the period\'s limit, held money or too little money', async () => {
    const { period } = limitPeriodAt(t.clock.now());
    // A natural person's default limit: R$ 20 000,00 by day, R$ 1 000,00 by night.
    const limit = pix.limits.DEFAULT_LIMITS.CPF.PIX[period];
    const frozen = await t.call(banking.freeze, { account_id: person.id, amount: 290_000, reason: 'Court order' }, { token: ops, idempotencyKey: 'engine-freeze' });
    expect(frozen.code).toBe(200);
    const blocked = await openAccount(t, ops);
    await deposit(t.db, blocked.id, 10_000, t.clock.now());
    expect((await t.call(users.block, { id: blocked.owner_id, reason: 'Confirmed fraud' }, { token: ops })).code).toBe(200);
    const inactive = await openAccount(t, ops);
    expect((await t.call(banking.deactivate, { id: inactive.id }, { token: ops })).code).toBe(200);

    const state = await moneyState(t.db);
    const reasonOf = async (account: banking.BankAccount, amount: number) => (await payout(account, amount)).failure_reason;
    expect(await reasonOf(inactive, 100)).toEqual(note('spi.refused', { code: 'AC07' }));
    expect(await reasonOf(blocked, 100)).toEqual(note('spi.refused', { code: 'AC06' }));
    expect(await reasonOf(person, limit + 1)).toMatchObject({ key: 'spi.over_limit', params: { code: 'AM02', period, limit } });
    expect(await reasonOf(person, 20_000)).toMatchObject({ key: 'spi.money_held', params: { code: 'AM04', held: 290_000 } });
    expect(await reasonOf(person, Math.min(limit, 400_000))).toMatchObject({ key: expect.stringMatching(/^spi\.(insufficient|money_held)$/), params: { code: 'AM04' } });
    const failed = await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from trades where trade_type = 'payout' and status = 'failed'`);
    expect(Number(failed[0]!.n)).toBeGreaterThanOrEqual(5);
    // Failed trades are written; money, transfers and ledger balances are not touched.
    const moneyOf = (rows: Awaited<ReturnType<typeof moneyState>>) => {
      const { accounts, ledger, transfers } = rows[0] as Record<string, unknown>;
      return { accounts, ledger, transfers };
    };
    expect(moneyOf(await moneyState(t.db))).toEqual(moneyOf(state));
  });

  it('count toward the period\'s limit once accepted, and a refused one does not', async () => {
    const room = await openAccount(t, ops);
    await deposit(t.db, room.id, 5_000_000, t.clock.now());
    const { period } = limitPeriodAt(t.clock.now());
    const limit = pix.limits.DEFAULT_LIMITS.CPF.PIX[period];
    expect((await payout(room, limit - 100)).status).toBe('success');
    expect((await payout(room, 101)).failure_reason).toMatchObject({ key: 'spi.over_limit' });
    expect((await payout(room, 100)).status).toBe('success');
  });
});

describe('limit periods', () => {
  it('are daytime 06:00–20:00 and nighttime 20:00–06:00, Brasília time', () => {
    const at = (iso: string) => limitPeriodAt(new Date(iso));
    expect(at('2026-11-25T09:00:00Z')).toEqual({ period: 'DAYTIME', since: new Date('2026-11-25T09:00:00Z') });
    expect(at('2026-11-25T22:59:59Z')).toEqual({ period: 'DAYTIME', since: new Date('2026-11-25T09:00:00Z') });
    expect(at('2026-11-25T23:00:00Z')).toEqual({ period: 'NIGHTTIME', since: new Date('2026-11-25T23:00:00Z') });
    expect(at('2026-11-26T08:59:00Z')).toEqual({ period: 'NIGHTTIME', since: new Date('2026-11-25T23:00:00Z') });
    expect(at('2026-11-26T02:30:00Z')).toEqual({ period: 'NIGHTTIME', since: new Date('2026-11-25T23:00:00Z') });
  });
});
