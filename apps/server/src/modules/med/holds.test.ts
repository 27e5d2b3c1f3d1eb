// Holds of every type: a cautionary block holds a Pix received for 72 hours and the job releases
// it then, saying why on the hold, the ledger and the statement; escalated, it becomes a MED hold
// that does not expire; a judicial hold names its court order. Refused holds move nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { banking, note, regulatory } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, moneyState, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { rowsOf } from '../../test-support/database.js';
import { pixOf, ScriptedCustomers } from '../../test-support/med.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { deliverNotices } from '../notices/index.js';
import { releaseExpiredHolds } from './holds.js';

const HOUR = 3_600_000;
const customers = new ScriptedCustomers();
const spi = scriptedSpi(() => ({ outcome: 'settled' }));
let t: TestApp;
let ops: string;
let compliance: string;
let account: banking.BankAccount;
let pix: ReturnType<typeof pixOf>;
let keys = 0;

const freeze = (body: Record<string, unknown>, token = compliance) =>
  t.call(banking.freeze, { account_id: account.id, reason: 'Suspected scam', ...body }, { token, idempotencyKey: `med-hold-${keys++}` });
const escalate = (freezeId: number, token = compliance) => t.call(banking.escalate, { freeze_id: freezeId, reason: 'Report filed by the payer' }, { token });
/** Time passes; sessions end with it, so everyone signs in again. */
async function later(ms: number) {
  t.clock.advance(ms);
  ops = await t.signIn('ops');
  compliance = await t.signIn('compliance');
}
const balance = async () => (await t.call(banking.balance, { account_id: account.id }, { token: ops })).data!;

beforeAll(async () => {
  t = await createTestApp({ spi, integrations: { customers } });
  await t.addStaff('ops', 'Operations');
  await t.addStaff('compliance', 'Compliance');
  ops = await t.signIn('ops');
  compliance = await t.signIn('compliance');
  account = await openAccount(t, ops);
  pix = pixOf(t, spi);
});
afterAll(() => t.close());

describe('a cautionary block', () => {
  it('holds a Pix received for 72 hours, tells the customer, and is released by the job once they pass, saying why', async () => {
    const trade = await pix.payin(account, 30_000);
    const held = await freeze({ hold_type: 'cautionary', trade_id: trade.id, amount: 20_000 });
    expect(held.data!.freeze).toMatchObject({ hold_type: 'cautionary', trade_id: trade.id, remaining: 20_000, status: 'active' });
    expect(Date.parse(held.data!.freeze.expires_at!) - Date.parse(held.data!.freeze.created_at)).toBe(72 * HOUR);
    expect(await deliverNotices(t.db, customers, t.clock.now())).toBe(1);
    expect(customers.sent.at(-1)).toMatchObject({ subject: 'cautionary_block', text: `Bloqueamos R$\u00a0200,00 do Pix ${trade.end_to_end_id} por até 72 horas enquanto o analisamos.` });

    await later(72 * HOUR - 1_000);
    expect(await releaseExpiredHolds(t.db, t.clock.now())).toBe(0);
    await later(1_000);
    expect(await releaseExpiredHolds(t.db, t.clock.now())).toBe(1);
    expect(await releaseExpiredHolds(t.db, t.clock.now())).toBe(0);

    const list = await t.call(banking.freezeList, { account_id: account.id, hold_type: 'cautionary' }, { token: ops });
    expect(list.data!.list[0]).toMatchObject({ id: held.data!.freeze.id, status: 'released', remaining: 0, release_reason: note('hold.expired') });
    const [line] = await rowsOf<{ kind: string; reason: string; operator: string; frozen_delta: string }>(t.db, sql`
      select l.kind, l.reason, l.operator, l.frozen_delta from funds_logs l where l.account_id = ${account.id} order by l.id desc limit 1`);
    expect(line).toMatchObject({ kind: 'unfreeze', reason: note('hold.expired'), operator: 'system' });
    expect(Number(line!.frozen_delta)).toBe(-20_000);
    expect(await balance()).toMatchObject({ available: 30_000, frozen: 0 });
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('escalated before it expires, becomes a MED hold of the Pix\'s case and no longer expires', async () => {
    const trade = await pix.payin(account, 10_000);
    const held = (await freeze({ hold_type: 'cautionary', trade_id: trade.id, amount: 10_000 })).data!.freeze;
    const escalated = await escalate(held.id);
    expect(escalated).toMatchObject({ code: 200, data: { freeze: { hold_type: 'med', expires_at: null, status: 'active' } } });
    const caseId = escalated.data!.case_id;
    const detail = await t.call(regulatory.med.detail, { id: caseId }, { token: ops });
    expect(detail.data!.case).toMatchObject({ side: 'receiver', origin: 'staff', trade_id: trade.id });
    expect(detail.data!.holds.map((h) => h.id)).toEqual([held.id]);
    expect(detail.data!.events.map((e) => e.kind)).toEqual(['opened', 'hold_escalated', 'customer_told']);

    await later(100 * HOUR);
    await releaseExpiredHolds(t.db, t.clock.now());
    expect((await balance()).frozen).toBe(10_000);
    // Escalated once, it is no longer a cautionary block.
    expect(await escalate(held.id)).toMatchObject({ code: 409, msg: `Hold ${held.id} is not a cautionary block; only a cautionary block is escalated` });
  });

  it('is refused, moving nothing, on money that is not a Pix this account received, above what is left of it, or escalated after it was released', async () => {
    const other = await openAccount(t, ops);
    const theirs = await pix.payin(other, 5_000);
    const ours = await pix.payin(account, 5_000);
    await freeze({ hold_type: 'cautionary', trade_id: ours.id, amount: 3_000 });
    const sent = await pix.payout(account, 1_000);
    const released = (await freeze({ hold_type: 'cautionary', trade_id: ours.id, amount: 1_000 })).data!.freeze;
    await t.call(banking.unfreeze, { freeze_id: released.id, reason: 'Customer explained the payment' }, { token: compliance, idempotencyKey: `med-release-${keys++}` });
    const state = await moneyState(t.db);

    expect(await freeze({ hold_type: 'cautionary', trade_id: theirs.id, amount: 100 })).toMatchObject({ code: 409, msg: expect.stringContaining(`transaction ${theirs.trade_no} is not one on account ${account.account_number}`) });
    expect(await freeze({ hold_type: 'cautionary', trade_id: sent.id, amount: 100 })).toMatchObject({ code: 409 });
    const above = await freeze({ hold_type: 'cautionary', trade_id: ours.id, amount: 2_001 });
    expect([above.code, above.msg.replace(/\s/g, ' ')]).toEqual([409, `Cannot hold R$ 20,01 for transaction ${ours.trade_no}: only R$ 20,00 of it is not held or returned already`]);
    expect(await freeze({ hold_type: 'cautionary', amount: 100 })).toMatchObject({ code: 400, msg: expect.stringContaining('trade_id') });
    expect(await freeze({ hold_type: 'judicial', amount: 100 })).toMatchObject({ code: 400, msg: expect.stringContaining('court_order') });
    expect(await escalate(released.id)).toMatchObject({ code: 409, msg: `Freeze ${released.id} was already released` });
    expect(await escalate(released.id, ops)).toMatchObject({ code: 403 });
    expect(await moneyState(t.db)).toEqual(state);
  });
});

describe('a judicial hold', () => {
  it('names its court order, never expires, and is released only by staff', async () => {
    await deposit(t.db, account.id, 50_000, t.clock.now());
    const held = await freeze({ hold_type: 'judicial', court_order: 'Processo 0001234-56.2026.8.26.0100', amount: 40_000 });
    expect(held.data!.freeze).toMatchObject({ hold_type: 'judicial', court_order: 'Processo 0001234-56.2026.8.26.0100', expires_at: null });
    await later(1_000 * HOUR);
    await releaseExpiredHolds(t.db, t.clock.now());
    const list = await t.call(banking.freezeList, { account_id: account.id, hold_type: 'judicial' }, { token: ops });
    expect(list.data!.list).toEqual([expect.objectContaining({ id: held.data!.freeze.id, status: 'active', remaining: 40_000 })]);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });
});
