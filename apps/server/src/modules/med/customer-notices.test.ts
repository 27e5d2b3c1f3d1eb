// The customer is told of a cautionary block and of its end, however it ends (released by staff,
// by its 72 hours, escalated into a MED hold): each notice is owed in the transaction that made or
// ended the block and handed to the customer's app once, later when the app was down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { banking, regulatory } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { openAccount } from '../../test-support/banking.js';
import { rowsOf } from '../../test-support/database.js';
import { pixOf, ScriptedCustomers } from '../../test-support/med.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { releaseExpiredHolds } from './holds.js';
import { deliverNotices } from '../notices/index.js';

const HOUR = 3_600_000;
const customers = new ScriptedCustomers();
const spi = scriptedSpi(() => ({ outcome: 'settled' }));
let t: TestApp;
let compliance: string;
let account: banking.BankAccount;
let pix: ReturnType<typeof pixOf>;
let keys = 0;

const block = async (amount: number) => {
  const trade = await pix.payin(account, amount);
  const held = await t.call(banking.freeze, { account_id: account.id, reason: 'Suspected scam', hold_type: 'cautionary', trade_id: trade.id, amount }, { token: compliance, idempotencyKey: `notice-hold-${keys++}` });
  expect(held.code, held.msg).toBe(200);
  return { trade, freeze: held.data!.freeze };
};
const release = (freezeId: number, amount?: number) =>
  t.call(banking.unfreeze, { freeze_id: freezeId, amount, reason: 'Customer explained the payment' }, { token: compliance, idempotencyKey: `notice-release-${keys++}` });
/** The notices the app took in this delivery, as subject and text. */
async function delivered() {
  const before = customers.sent.length;
  await deliverNotices(t.db, customers, t.clock.now());
  return customers.sent.slice(before).map(({ subject, text }) => ({ subject, text }));
}
const owed = async () => Number((await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from customer_notices where delivered_at is null`))[0]!.n);
const reais = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

beforeAll(async () => {
  t = await createTestApp({ spi, integrations: { customers } });
  await t.addStaff('ops', 'Operations');
  await t.addStaff('compliance', 'Compliance');
  compliance = await t.signIn('compliance');
  account = await openAccount(t, await t.signIn('ops'));
  pix = pixOf(t, spi);
});
afterAll(() => t.close());

describe('the customer is told', () => {
  it('of a block and of its end by staff, not of a release that leaves some held', async () => {
    const { trade, freeze } = await block(20_000);
    expect(await delivered()).toEqual([{ subject: 'cautionary_block', text: reais(`Bloqueamos R$ 200,00 do Pix ${trade.end_to_end_id} por até 72 horas enquanto o analisamos.`) }]);
    expect((await release(freeze.id, 5_000)).code).toBe(200);
    expect(await delivered()).toEqual([]);
    expect((await release(freeze.id)).code).toBe(200);
    expect(await delivered()).toEqual([{
      subject: 'cautionary_released', text: reais(`O bloqueio cautelar de R$ 200,00 do Pix ${trade.end_to_end_id} terminou: o dinheiro está disponível de novo.`),
    }]);
  });

  it('of a block that ends with its 72 hours', async () => {
    const { trade } = await block(7_000);
    t.clock.advance(72 * HOUR);
    compliance = await t.signIn('compliance');
    expect(await releaseExpiredHolds(t.db, t.clock.now())).toBe(1);
    expect(await delivered()).toEqual([
      { subject: 'cautionary_block', text: expect.stringContaining(trade.end_to_end_id) },
      { subject: 'cautionary_released', text: expect.stringContaining(trade.end_to_end_id) },
    ]);
  });

  it('of a block escalated into a MED hold, which its case says', async () => {
    const { trade, freeze } = await block(9_000);
    const escalated = await t.call(banking.escalate, { freeze_id: freeze.id, reason: 'Report filed by the payer' }, { token: compliance });
    expect(escalated.code, escalated.msg).toBe(200);
    expect((await delivered()).at(-1)).toEqual({
      subject: 'cautionary_escalated',
      text: reais(`O bloqueio cautelar de R$ 90,00 do Pix ${trade.end_to_end_id} passou a bloqueio do MED (Mecanismo Especial de Devolução) enquanto o caso é analisado.`),
    });
    const detail = await t.call(regulatory.med.detail, { id: escalated.data!.case_id }, { token: compliance });
    expect(detail.data!.events.map((e) => e.kind)).toEqual(['opened', 'hold_escalated', 'customer_told']);
  });

  it('of nothing a refused hold would have said, and once of what the app refused while down', async () => {
    const trade = await pix.payin(account, 1_000);
    const refused = await t.call(banking.freeze, { account_id: account.id, reason: 'Suspected scam', hold_type: 'cautionary', trade_id: trade.id, amount: 1_001 }, { token: compliance, idempotencyKey: `notice-hold-${keys++}` });
    expect(refused.code).toBe(409);
    expect(await owed()).toBe(0);

    customers.down = true;
    await block(3_000);
    expect(await delivered()).toEqual([]);
    expect(await owed()).toBe(1);
    customers.down = false;
    expect(await delivered()).toEqual([{ subject: 'cautionary_block', text: expect.stringContaining('R$\u00a030,00') }]);
    expect(await delivered()).toEqual([]);
    expect(await owed()).toBe(0);
  });
});
