// Funds tracing (MED 2.0): the contested money followed through up to five further accounts, our
// data inside our walls and the (simulated) DICT beyond; refund requests filed along the chain,
// whose returns come back to our customer against their own Pix, never more than it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { banking, regulatory, trades, type Envelope } from '@wallet/contracts';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { deposit, ledgerDrift, moneyState, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { rowsOf } from '../../test-support/database.js';
import { OUR_ISPB, pixOf } from '../../test-support/med.js';
import { scriptedSpi } from '../../test-support/spi.js';
import { sendPayout } from '../pix-engine/index.js';
import type { Database } from '../../db/client.js';

const { med } = regulatory;
const spi = scriptedSpi(() => ({ outcome: 'settled' }));
let t: TestApp;
let compliance: string;
let account: banking.BankAccount;
let pix: ReturnType<typeof pixOf>;

const said = (answer: Envelope<unknown>) => [answer.code, answer.msg.replace(/\s/g, ' ')];
const openCase = async (endToEndId: string) => (await t.call(med.open, { end_to_end_id: endToEndId, note: 'Fraud desk' }, { token: compliance })).data!;
const trace = (caseId: number) => t.call(med.trace, { case_id: caseId }, { token: compliance });
const available = async () => (await t.call(banking.balance, { account_id: account.id }, { token: compliance })).data!.available;

beforeAll(async () => {
  t = await createTestApp({ spi });
  await t.addStaff('compliance', 'Super admin');
  compliance = await t.signIn('compliance');
  account = await openAccount(t, compliance);
  await deposit(t.db, account.id, 2_000_000, t.clock.now());
  pix = pixOf(t, spi);
});
afterAll(() => t.close());

describe('tracing the money our customer paid to a fraudster', () => {
  it('follows it through five further accounts beyond our walls, each carrying no more than reached its parent, the same hops when traced again', async () => {
    const paid = await pix.payout(account, 400_000);
    const opened = await openCase(paid.end_to_end_id);
    t.clock.advance(80 * 3_600_000);
    compliance = await t.signIn('compliance');
    const traced = await trace(opened.id);
    expect(traced).toMatchObject({ code: 200, words: { key: 'med.traced' } });
    const hops = traced.data!;
    expect(hops[0]).toMatchObject({ depth: 1, parent_id: null, end_to_end_id: paid.end_to_end_id, amount: 400_000, ours: false, account: paid.payee_account ?? expect.any(String) });
    expect(Math.max(...hops.map((h) => h.depth))).toBe(1 + med.TRACE_MAX_DEPTH);
    for (const hop of hops.slice(1)) {
      const parent = hops.find((h) => h.id === hop.parent_id)!;
      expect(hop.depth).toBe(parent.depth + 1);
      expect(Date.parse(hop.at)).toBeGreaterThan(Date.parse(parent.at));
      expect(hops.filter((h) => h.parent_id === parent.id).reduce((total, h) => total + h.amount, 0)).toBeLessThanOrEqual(parent.amount);
    }
    expect((await trace(opened.id)).data).toEqual(hops);
    expect((await t.call(med.detail, { id: opened.id }, { token: compliance })).data!.trace).toEqual(hops);
  });

  it('asks every institution along the chain, never more in all than the Pix; their returns come back to our customer against the Pix, and the last answer closes the case', async () => {
    const paid = await pix.payout(account, 300_000);
    const opened = await openCase(paid.end_to_end_id);
    // Right after the Pix the money has not moved on yet: only the first account.
    expect((await trace(opened.id)).data!.map((h) => h.depth)).toEqual([1]);
    t.clock.advance(24 * 3_600_000);
    compliance = await t.signIn('compliance');
    const hops = (await trace(opened.id)).data!;
    const before = await available();
    const asked = await t.call(med.traceRefunds, { case_id: opened.id, details: 'Mule accounts along the chain' }, { token: compliance });
    expect(asked).toMatchObject({ code: 200, words: { key: 'med.chain_asked' } });
    const requests = asked.data!;
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => r.role === 'requesting' && r.status === 'OPEN' && r.hop_id !== null)).toBe(true);
    expect(requests.reduce((total, r) => total + r.amount, 0)).toBeLessThanOrEqual(300_000);
    expect(new Set(requests.map((r) => r.hop_id)).size).toBe(requests.length);
    expect(requests.every((r) => hops.find((h) => h.id === r.hop_id)!.depth > 1)).toBe(true);
    // Asked again, the chain has its requests: nothing more is filed.
    expect((await t.call(med.traceRefunds, { case_id: opened.id, details: 'Again' }, { token: compliance })).data).toEqual([]);

    t.clock.advance(1_000);
    await t.call(med.sync, {}, { token: compliance });
    const detail = (await t.call(med.detail, { id: opened.id }, { token: compliance })).data!;
    const returned = detail.trade.returns.filter((r) => r.direction === 'received').reduce((total, r) => total + r.amount, 0);
    expect(returned).toBeGreaterThan(0);
    expect(returned).toBeLessThanOrEqual(300_000);
    expect(await available()).toBe(before + returned);
    expect(detail.refund_requests.every((r) => r.status === 'CLOSED')).toBe(true);
    expect(detail.case.status).toBe('closed');
    expect(detail.trace.filter((h) => h.refund_request_id !== null).length).toBe(requests.length);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  });
});

describe('tracing money our customer received', () => {
  it('follows it out through their payouts, into another account of ours and beyond, showing what our holds block', async () => {
    const mule = await openAccount(t, compliance);
    const received = await pix.payin(account, 90_000);
    const opened = await openCase(received.end_to_end_id);
    await t.call(med.hold, { case_id: opened.id, hold_type: 'med', amount: 10_000, reason: 'Held for the case' }, { token: compliance, idempotencyKey: 'trace-hold-1' });
    t.clock.advance(60_000);
    const inside = await t.db.transaction((tx) => sendPayout(tx as unknown as Database, spi, {
      accountId: account.id, amount: 50_000, payee: { name: 'Conta Laranja', document: '39053344705', ispb: OUR_ISPB, branch: mule.branch, account: mule.account_number },
      description: 'Transfer', ourIspb: OUR_ISPB, now: t.clock.now(),
    }));
    const hops = (await trace(opened.id)).data!;
    expect(hops[0]).toMatchObject({ depth: 1, ours: true, account_id: account.id, held: 10_000 });
    const next = hops.find((h) => h.end_to_end_id === inside.end_to_end_id);
    expect(next).toMatchObject({ depth: 2, parent_id: hops[0]!.id, ours: true, account_id: mule.id, amount: 50_000, held: 0 });
    const [row] = await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from med_trace_hops where case_id = ${opened.id}`);
    expect(Number(row!.n)).toBe(hops.length);
    expect((await t.call(trades.detail, { id: received.id }, { token: compliance })).data!.med_case_id).toBe(opened.id);
  });

  it('refuses to ask along the chain on the receiver\'s side, and to trace a closed case, changing nothing', async () => {
    const received = await pix.payin(account, 5_000);
    const opened = await openCase(received.end_to_end_id);
    const state = await moneyState(t.db);
    expect(said(await t.call(med.traceRefunds, { case_id: opened.id, details: 'Ask them all' }, { token: compliance }))[0]).toBe(409);
    await t.call(med.close, { id: opened.id, note: 'Nothing to follow' }, { token: compliance });
    expect(said(await trace(opened.id))).toEqual([409, `Case ${opened.id} is closed; nothing more can be done with it`]);
    expect(await moneyState(t.db)).toEqual(state);
  });
});
