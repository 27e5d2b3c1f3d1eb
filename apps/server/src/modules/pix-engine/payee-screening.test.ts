// Payouts to a key or person marked for fraud follow the setting: refused, held for a second look
// above an amount (then sent or refused, once), or allowed; the trade says which rule applied, and
// cancelling the marker lifts it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking, note, pix, trades } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { SimulatedDictFraud } from '../../integrations/dict/fraud-simulator.js';
import type { SpiParty } from '../../integrations/spi/gateway.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, moneyState, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { cpfCheckDigits } from '@wallet/contracts';
import type { MarkedPayeeSetting } from '../../config.js';
import { sendPayout } from './payout.js';
import { resolveInFlight } from './in-flight.js';

const OUR_ISPB = '12345678';
const fraud = new SimulatedDictFraud();
const spi = scriptedSpi(() => ({ outcome: 'settled' }));
let t: TestApp;
let compliance: string;
let ops: string;
let account: banking.BankAccount;
let keys = 0;

/** A CPF the simulated DICT knows no marker on, by anyone, as a key or as an owner. */
async function unmarkedCpf(from: number): Promise<string> {
  for (let i = from; ; i++) {
    const nine = String(200_000_000 + i * 104_729).slice(0, 9);
    const cpf = nine + cpfCheckDigits(nine);
    const statistics = await fraud.statistics({ key: cpf, ownerDocument: cpf });
    if (statistics.markers.key + statistics.markers.owner === 0) return cpf;
  }
}
/** A key other participants marked at the simulated DICT. */
async function keyMarkedElsewhere(): Promise<string> {
  for (let i = 0; ; i++) {
    const key = `mula${i}@exemplo.com.br`;
    if ((await fraud.statistics({ key, ownerDocument: '00000000000' })).markers.key > 0) return key;
  }
}

const inTransaction = <T>(work: (db: Database) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Database));
const payTo = (payee: SpiParty, key: string, amount: number, rule: MarkedPayeeSetting['rule'] = 'review', from = account) =>
  inTransaction((db) => sendPayout(db, spi, { accountId: from.id, amount, payee, payeeKey: key, description: 'Transfer', ourIspb: OUR_ISPB, now: t.clock.now() }, {
    setting: { rule, reviewAbove: 100_000 }, fraud,
  }));
const review = (tradeId: number, decision: 'send' | 'refuse', idempotencyKey = `review-${keys++}`) =>
  t.call(trades.reviewPayout, { trade_id: tradeId, decision, reason: 'Second look at a marked payee' }, { token: compliance, idempotencyKey });
const available = async () => (await t.call(banking.balance, { account_id: account.id }, { token: compliance })).data!.available;
const partyOf = (cpf: string): SpiParty => ({ name: 'Recebedor Suspeito', document: cpf, ispb: '60701190', branch: '0001', account: '445566' });

let marked: SpiParty;
let markerId: number;

beforeAll(async () => {
  t = await createTestApp({ spi, integrations: { fraud } });
  await t.addStaff('ops', 'Operations');
  await t.addStaff('compliance', 'Compliance');
  compliance = await t.signIn('compliance');
  ops = await t.signIn('ops');
  account = await openAccount(t, ops);
  await deposit(t.db, account.id, 2_000_000, t.clock.now());
  marked = partyOf(await unmarkedCpf(0));
  const created = await t.call(pix.fraud.create, { kind: 'SCAMMER_ACCOUNT', subject: { target: 'person', value: marked.document }, note: 'Confirmed scam in an earlier case' }, { token: compliance });
  markerId = created.data!.id;
});
afterAll(() => t.close());

describe('a payout to a marked payee', () => {
  it('goes through untouched when the payee is not marked', async () => {
    const clean = partyOf(await unmarkedCpf(50));
    const trade = await payTo(clean, clean.document, 500_000);
    expect(trade).toMatchObject({ status: 'success', payee_key: clean.document, payee_rule: null });
  });

  it('is refused under the rule "refuse", as a failed trade that moves nothing', async () => {
    const before = await moneyState(t.db);
    const trade = await payTo(marked, marked.document, 5_000, 'refuse');
    expect(trade).toMatchObject({ status: 'failed', payee_rule: 'refused', failure_reason: note('spi.payee_marked', { code: 'RR04' }) });
    expect(await moneyState(t.db)).toEqual(before);
    const detail = (await t.call(trades.detail, { id: trade.id }, { token: compliance })).data!;
    expect(detail).toMatchObject({ payee_key: marked.document, payee_rule: 'refused' });
  });

  it('is allowed under "allow", and under "review" up to the review amount, saying so', async () => {
    expect(await payTo(marked, marked.document, 5_000, 'allow')).toMatchObject({ status: 'success', payee_rule: 'allowed' });
    expect(await payTo(marked, marked.document, 100_000)).toMatchObject({ status: 'success', payee_rule: 'allowed_below_review' });
  });

  it('waits above the review amount with its money in flight, and is sent once after a second look', async () => {
    const start = await available();
    const held = await payTo(marked, marked.document, 100_001);
    expect(held).toMatchObject({ status: 'pending', payee_rule: 'held_for_review', processed_at: null, finished_at: null });
    expect(await available()).toBe(start - 100_001);
    // The SPI's time-out never touches a payout that was not sent.
    t.clock.advance(10 * 60_000);
    compliance = await t.signIn('compliance');
    await resolveInFlight({ db: t.db, spi, now: t.clock.now() });
    const key = `review-send-${held.id}`;
    const sent = await review(held.id, 'send', key);
    expect(sent).toMatchObject({ code: 200, data: { status: 'success', payee_rule: 'released_after_review' } });
    expect(await review(held.id, 'send', key)).toEqual(sent);
    const again = await review(held.id, 'refuse');
    expect(again).toMatchObject({ code: 409, msg: `Transaction ${held.trade_no} is not waiting for a second look` });
    expect(await available()).toBe(start - 100_001);
  });

  it('is refused after a second look, its money back on the account', async () => {
    const start = await available();
    const held = await payTo(marked, marked.document, 250_000);
    const refused = await review(held.id, 'refuse');
    expect(refused.data).toMatchObject({ status: 'failed', payee_rule: 'refused_after_review', failure_reason: note('spi.refused_after_review', { code: 'RR04', reason: 'Second look at a marked payee' }) });
    expect(await available()).toBe(start);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('counts against the period limit while it waits, and is refused when sent past a limit lowered meanwhile', async () => {
    ops = await t.signIn('ops'); // a limit change asks for a sign-in of the last minutes
    const other = await openAccount(t, ops);
    await deposit(t.db, other.id, 3_000_000, t.clock.now());
    const lowerTo = (amount: number) => t.call(pix.limits.change, { owner_id: other.owner_id, limits_type: 'PIX', period_type: 'DAYTIME', amount, reason: 'Customer request' }, { token: ops });
    const lowered = await lowerTo(1_000_000);
    expect(lowered.code, lowered.msg).toBe(200);
    const held = await payTo(marked, marked.document, 600_000, 'review', other);
    expect(held).toMatchObject({ status: 'pending', payee_rule: 'held_for_review' });

    const clean = partyOf(await unmarkedCpf(70));
    const over = await payTo(clean, clean.document, 500_000, 'review', other);
    expect(over).toMatchObject({ status: 'failed', failure_reason: note('spi.over_limit', { code: 'AM02', used: 600_000, period: 'DAYTIME', limit: 1_000_000 }) });
    expect(await payTo(clean, clean.document, 300_000, 'review', other)).toMatchObject({ status: 'success' });
    expect((await t.call(pix.limits.usage, { owner_id: other.owner_id }, { token: ops })).data).toMatchObject({ limit: 1_000_000, used: 900_000 });

    expect((await lowerTo(800_000)).code).toBe(200);
    const before = (await t.call(banking.balance, { account_id: other.id }, { token: compliance })).data!.available;
    const sent = await review(held.id, 'send');
    expect(sent.data).toMatchObject({ status: 'failed', payee_rule: 'released_after_review', failure_reason: note('spi.over_limit', { code: 'AM02', used: 300_000, period: 'DAYTIME', limit: 800_000 }) });
    expect((await t.call(banking.balance, { account_id: other.id }, { token: compliance })).data!.available).toBe(before + 600_000 + held.fee);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('follows a key another participant marked, as the DICT statistics show it', async () => {
    const key = await keyMarkedElsewhere();
    expect(await payTo(partyOf(await unmarkedCpf(90)), key, 5_000, 'refuse')).toMatchObject({ status: 'failed', payee_rule: 'refused' });
  });

  it('is free again once the marker is cancelled', async () => {
    const cancelled = await t.call(pix.fraud.cancel, { id: markerId, reason: 'The case was reviewed: not a fraud' }, { token: compliance });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancelled_by: 'compliance' });
    expect(await payTo(marked, marked.document, 5_000, 'refuse')).toMatchObject({ status: 'success', payee_rule: null });
  });
});
