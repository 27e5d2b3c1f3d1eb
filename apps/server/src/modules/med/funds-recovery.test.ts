// MED 2.0's funds recovery through the DICT simulator's process (DICT_URL, DICT_SIMULATOR=true):
// opened for a Pix our customer paid, followed through its trail to COMPLETED, each return
// credited once and the case closed; cancelled before its refunds; refused where the MED says so,
// changing nothing. The simulator runs on the wall clock, so the test's clock is set to it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking, note, regulatory, type Envelope } from '@wallet/contracts';
import { deposit, ledgerDrift, moneyState, NO_DRIFT, openAccount } from '../../test-support/banking.js';
import { rowsOf } from '../../test-support/database.js';
import { startDictSimulator, type RunningDictSimulator } from '../../test-support/dict-simulator.js';
import { createTestApp, type TestApp } from '../../test-support/harness.js';
import { pixOf } from '../../test-support/med.js';
import { dictSettingsOf } from '../../test-support/product-on-dict.js';
import { scriptedSpi } from '../../test-support/spi.js';

const { med } = regulatory;
const DAY = 86_400_000;
const spi = scriptedSpi(() => ({ outcome: 'settled' }));
let simulator: RunningDictSimulator;
let t: TestApp;
let ops: string;
let compliance: string;
let account: banking.BankAccount;
let pix: ReturnType<typeof pixOf>;

/** The test's clock brought to the wall clock's time, which the simulator runs on. */
const toWallClock = () => t.clock.advance(Math.max(0, Date.now() - t.clock.now().getTime()));
const said = (answer: Envelope<unknown>) => [answer.code, answer.words?.key];
const detail = async (id: number) => (await t.call(med.detail, { id }, { token: compliance })).data!;
const openCase = async (endToEndId: string) => (await t.call(med.open, { end_to_end_id: endToEndId, note: 'Customer called the desk' }, { token: compliance })).data!;
const recover = (caseId: number) => t.call(med.fundsRecoveryCreate, { case_id: caseId, situation_type: 'SCAM', details: 'Paid a fake seller on social media' }, { token: compliance });
const recoveryCount = async () => Number((await rowsOf<{ n: string }>(t.db, sql`select count(*) as n from med_funds_recoveries`))[0]!.n);

/** Syncs the MED until the case's latest recovery is `status`, for as long as the simulator's compressed steps take. */
async function syncUntil(caseId: number, status: regulatory.med.FundsRecovery['status']) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    toWallClock();
    expect((await t.call(med.sync, {}, { token: compliance })).code).toBe(200);
    const found = await detail(caseId);
    if (found.funds_recoveries[0]?.status === status || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  // A quarter of the simulator's compressed seconds: the test waits on every step.
  simulator = await startDictSimulator({ participant: '12345678', pace: 0.25 });
  t = await createTestApp({ spi, env: { ...dictSettingsOf(simulator), DICT_SIMULATOR: 'true' } });
  await t.addStaff('ops', 'Operations');
  await t.addStaff('compliance', 'Compliance');
  toWallClock();
  ops = await t.signIn('ops');
  compliance = await t.signIn('compliance');
  account = await openAccount(t, ops);
  await deposit(t.db, account.id, 1_000_000, t.clock.now());
  pix = pixOf(t, spi);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await simulator?.stop();
});

describe('a funds recovery of ours (MED 2.0)', () => {
  it('follows the R$ 800,00 our customer paid through two layers to COMPLETED: both held amounts come back, once, and the case closes', async () => {
    const paid = await pix.payout(account, 80_000);
    const opened = await openCase(paid.end_to_end_id);
    const before = (await t.call(banking.balance, { account_id: account.id }, { token: ops })).data!.available;

    const made = await recover(opened.id);
    expect(made.code, made.msg).toBe(200);
    expect(made.data).toMatchObject({ case_id: opened.id, status: 'CREATED', contested_amount: 80_000, recovered_amount: 0, situation_type: 'SCAM', requested_by: 'compliance' });
    expect(said(await recover(opened.id))).toEqual([409, 'recovery.already_live']);

    const done = await syncUntil(opened.id, 'COMPLETED');
    const [recovery] = done.funds_recoveries;
    expect(recovery).toMatchObject({ status: 'COMPLETED', recovered_amount: 80_000 });
    expect(recovery!.trail.map(({ layer, debited_ispb, credited_ispb, amount, held, analysis_result, refunded }) => ({ layer, debited_ispb, credited_ispb, amount, held, analysis_result, refunded }))).toEqual([
      { layer: 1, debited_ispb: '12345678', credited_ispb: '60701190', amount: 80_000, held: 50_000, analysis_result: 'AGREED', refunded: 50_000 },
      { layer: 2, debited_ispb: '60701190', credited_ispb: expect.not.stringMatching(/^60701190$/), amount: 30_000, held: 30_000, analysis_result: 'AGREED', refunded: 30_000 },
    ]);
    expect(recovery!.trail[0]!.credited_name).toBeTruthy();
    expect(done.case.status).toBe('closed');
    expect(done.trade.returns.map((r) => [r.direction, r.amount, r.return_id]).sort()).toEqual(recovery!.trail.map((p) => ['received', p.refunded, p.return_id]).sort());
    const kinds = done.events.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['opened', 'recovery_opened', 'recovery_moved', 'return_received', 'closed']));
    expect(kinds.filter((kind) => kind === 'return_received')).toHaveLength(2);
    expect(done.events.filter((e) => e.kind === 'recovery_moved').map((e) => e.note)).toContainEqual(note('med.recovery_status', { recovery: String(recovery!.id), status: 'COMPLETED' }));
    expect((await t.call(banking.balance, { account_id: account.id }, { token: ops })).data!.available).toBe(before + 80_000);

    // Synced again, nothing is credited twice; a completed recovery is not cancelled.
    toWallClock();
    await t.call(med.sync, {}, { token: compliance });
    expect((await t.call(banking.balance, { account_id: account.id }, { token: ops })).data!.available).toBe(before + 80_000);
    expect(said(await t.call(med.fundsRecoveryCancel, { id: recovery!.id }, { token: compliance }))).toEqual([409, 'recovery.not_cancellable']);
    expect(await ledgerDrift(t.db)).toEqual(NO_DRIFT);
  }, 90_000);

  it('opens one recovery when two members ask at once, and refuses the other', async () => {
    const paid = await pix.payout(account, 20_000);
    const opened = await openCase(paid.end_to_end_id);
    const answers = await Promise.all([recover(opened.id), recover(opened.id)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    expect((await detail(opened.id)).funds_recoveries).toHaveLength(1);
  });

  it('cancels one before its refunds start, and then another may be opened', async () => {
    const paid = await pix.payout(account, 30_000);
    const opened = await openCase(paid.end_to_end_id);
    const made = (await recover(opened.id)).data!;
    const cancelled = await t.call(med.fundsRecoveryCancel, { id: made.id }, { token: compliance });
    expect([cancelled.code, cancelled.data?.status]).toEqual([200, 'CANCELLED']);
    expect((await detail(opened.id)).events.map((e) => e.kind)).toContain('recovery_cancelled');
    const again = await recover(opened.id);
    expect([again.code, again.data?.status]).toEqual([200, 'CREATED']);
  });

  it('refuses the receiver\'s side, a member without the MED\'s management, and a Pix past the 80 days, changing nothing', async () => {
    const received = await pix.payin(account, 10_000);
    const theirs = await openCase(received.end_to_end_id);
    const paid = await pix.payout(account, 10_000);
    const ours = await openCase(paid.end_to_end_id);
    const state = [await moneyState(t.db), await recoveryCount()];
    expect(said(await recover(theirs.id))).toEqual([409, 'recovery.receiver_side']);
    expect((await t.call(med.fundsRecoveryCreate, { case_id: ours.id, situation_type: 'SCAM', details: 'Paid a fake seller' }, { token: ops })).code).toBe(403);
    expect((await t.call(med.fundsRecoveryCreate, { case_id: ours.id, situation_type: 'PHISHING', details: 'x' }, { token: compliance })).code).toBe(400);
    expect(said(await recover(999_999))).toEqual([404, 'record.not_found']);
    expect(said(await t.call(med.fundsRecoveryCancel, { id: 999_999 }, { token: compliance }))).toEqual([404, 'record.not_found']);
    t.clock.advance(81 * DAY);
    compliance = await t.signIn('compliance');
    expect(said(await recover(ours.id))).toEqual([409, 'recovery.window_closed']);
    expect([await moneyState(t.db), await recoveryCount()]).toEqual(state);
  });
});

describe('a funds recovery without a DICT to speak to', () => {
  it('is refused in words that say so', async () => {
    const alone = await createTestApp({ spi });
    try {
      await alone.addStaff('compliance', 'Compliance');
      const token = await alone.signIn('compliance');
      const answer = await alone.call(med.fundsRecoveryCreate, { case_id: 1, situation_type: 'SCAM', details: 'Paid a fake seller' }, { token });
      expect([answer.code, answer.words?.key]).toEqual([409, 'recovery.needs_dict']);
    } finally {
      await alone.close();
    }
  });
});
