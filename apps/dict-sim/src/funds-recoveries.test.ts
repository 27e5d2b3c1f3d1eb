import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@wallet/dict-api';
import { PLAYED } from './directory.js';
import { momentsOf, NEXT_LAYER_MS } from './played-recovery.js';
import { endToEndId, testCertificates, transactionsTestBed, type Reply } from './test-support.js';

const certificates = testCertificates();
let clock = new Date('2026-03-02T12:00:00Z');
// `answered` takes an answer once its signature and its schema are checked (schemaProblems), as `send` writes each request by its schema.
const { us, them, simulator, send, get, tell, answered, problemOf } = transactionsTestBed(certificates, () => clock, { beforeAll, afterAll });
type Participant = typeof us;
/** A participant the simulator plays: the one our contested Pix paid. */
const PLAYED_BANK = '60701190';
const HOUR_MS = 3_600_000;

/** A Pix of ours with the played bank, told to the simulator: we paid it unless `weReceived`, settled `hoursAgo` before the clock. */
async function told({ amount = 800, hoursAgo = 1, weReceived = false } = {}) {
  const debited = weReceived ? PLAYED_BANK : us.ispb;
  const trade = {
    TransactionId: endToEndId(debited), DebitedParticipant: debited, CreditedParticipant: weReceived ? us.ispb : PLAYED_BANK,
    Amount: amount, SettlementTime: new Date(clock.getTime() - hoursAgo * HOUR_MS).toISOString(),
  };
  expect((await tell(us, 'trades', { trades: [trade] })).status).toBe(200);
  return trade;
}
const open = (rootTransactionId: string, as: Participant = us, situation = 'SCAM') => send(as, '/funds-recoveries/', 'CreateFundsRecoveryRequest', {
  Participant: as.ispb, FundsRecovery: { RootTransactionId: rootTransactionId, SituationType: situation, ReportDetails: 'Golpe do falso parente' },
});
const recoveryOf = (reply: Reply, schema: string) => answered(reply, schema).FundsRecovery as Message;
/** A recovery we opened of a Pix of `amount` we paid the played bank. */
const opened = async (amount = 800) => recoveryOf(await open((await told({ amount })).TransactionId), 'CreateFundsRecoveryResponse');
const read = async (id: unknown) => recoveryOf(await get(us, `/funds-recoveries/${String(id)}`), 'GetFundsRecoveryResponse');
const cancel = (as: Participant, id: unknown, named = String(id)) => send(as, `/funds-recoveries/${String(id)}/cancel`, 'CancelFundsRecoveryRequest', { FundsRecoveryId: named, Participant: as.ispb });
const layersOf = (recovery: Message) => (recovery.TrackedTransactions ?? []) as Message[];
/** When each step of `recovery` falls due. */
const moments = (recovery: Message) => momentsOf({ Id: String(recovery.Id), CreationTime: String(recovery.CreationTime) });
/** Our recoveries changed strictly after `after`. */
const listed = async (after: string, limit = 200) => answered(await get(us, `/funds-recoveries/?Participant=${us.ispb}&ModifiedAfter=${encodeURIComponent(after)}&Limit=${limit}`), 'ListFundsRecoveriesResponse');

describe('the DICT simulator\'s funds recoveries (MED 2.0)', () => {
  it('sees a recovery through: the trail tracked, reported, analysed and refunded, each change listed once, also after a restart', async () => {
    const root = await told({ amount: 800 });
    let seen = new Date(clock.getTime() - 1).toISOString();
    const created = recoveryOf(await open(root.TransactionId), 'CreateFundsRecoveryResponse');
    expect(created).toMatchObject({ Status: 'CREATED', ReporterParticipant: us.ispb, RootTransactionId: root.TransactionId, SituationType: 'SCAM', ContestedAmount: 800, RecoveredAmount: 0, CreationTime: clock.toISOString(), LastModified: clock.toISOString() });
    expect(created).not.toHaveProperty('TrackedTransactions');
    const due = moments(created);
    /** The recovery as the listing since the last change seen brings it: once, at its new status. */
    const changedTo = async (status: string) => {
      const changes = ((await listed(seen)).FundsRecoveries as Message[]).filter((recovery) => recovery.Id === created.Id);
      expect(changes.map((recovery) => recovery.Status)).toEqual([status]);
      seen = String(changes[0]!.LastModified);
      return changes[0]!;
    };
    await changedTo('CREATED');

    clock = new Date(due.TRACKED.getTime() - 1);
    expect((await read(created.Id)).Status).toBe('CREATED');
    expect((await listed(seen)).FundsRecoveries ?? []).toEqual([]);
    clock = due.TRACKED;
    const tracked = await changedTo('TRACKED');
    expect(tracked.LastModified).toBe(due.TRACKED.toISOString());
    const [first, second] = layersOf(tracked);
    expect(layersOf(tracked)).toHaveLength(2);
    expect(first).toEqual({ TransactionId: root.TransactionId, Layer: 1, DebitedParticipant: us.ispb, CreditedParticipant: PLAYED_BANK, Amount: 800, SettlementTime: root.SettlementTime, HeldAmount: 500 });
    expect(second).toMatchObject({ Layer: 2, DebitedParticipant: PLAYED_BANK, Amount: 300, HeldAmount: 300 });
    expect(PLAYED.filter((participant) => participant !== PLAYED_BANK)).toContain(second!.CreditedParticipant);
    expect(String(second!.TransactionId)).toMatch(new RegExp(`^E${PLAYED_BANK}[0-9]{12}[a-f0-9]{11}$`));
    const moved = Date.parse(String(second!.SettlementTime)) - Date.parse(root.SettlementTime);
    expect(moved).toBeGreaterThanOrEqual(NEXT_LAYER_MS.least);
    expect(moved).toBeLessThanOrEqual(NEXT_LAYER_MS.most);

    clock = due.AWAITING_ANALYSIS;
    const reported = layersOf(await changedTo('AWAITING_ANALYSIS'));
    expect(reported.every((layer) => typeof layer.InfractionReportId === 'string')).toBe(true);
    expect(new Set(reported.map((layer) => layer.InfractionReportId)).size).toBe(2);

    clock = due.ANALYSED;
    expect(layersOf(await changedTo('ANALYSED')).map((layer) => layer.AnalysisResult)).toEqual(['AGREED', 'AGREED']);
    clock = due.REFUNDING;
    expect(layersOf(await changedTo('REFUNDING')).every((layer) => typeof layer.RefundId === 'string')).toBe(true);
    clock = due.COMPLETED;
    const completed = await changedTo('COMPLETED');
    expect(completed.RecoveredAmount).toBe(800);
    expect(layersOf(completed).map((layer) => layer.RefundedAmount)).toEqual([500, 300]);
    const refundIds = layersOf(completed).map((layer) => String(layer.RefundTransactionId));
    expect(refundIds[0]).toMatch(new RegExp(`^D${PLAYED_BANK}`));
    expect(refundIds[1]).toMatch(new RegExp(`^D${String(second!.CreditedParticipant)}`));
    expect(new Set(refundIds).size).toBe(2);

    clock = new Date(clock.getTime() + HOUR_MS);
    expect((await listed(seen)).FundsRecoveries ?? []).toEqual([]);
    await simulator.restart();
    expect(await read(created.Id)).toEqual(completed);
  });

  it('follows the money to the fifth layer at most, and only while R$ 1,00 is left to move on', async () => {
    const large = await opened(3_000);
    const small = await opened(300);
    clock = moments(large).COMPLETED > moments(small).COMPLETED ? moments(large).COMPLETED : moments(small).COMPLETED;
    const deep = await read(large.Id);
    expect(layersOf(deep).map((layer) => [layer.Layer, layer.Amount, layer.HeldAmount])).toEqual([[1, 3_000, 500], [2, 2_500, 500], [3, 2_000, 500], [4, 1_500, 500], [5, 1_000, 500]]);
    expect(layersOf(deep).slice(1).every((layer, index) => layer.DebitedParticipant === layersOf(deep)[index]!.CreditedParticipant && layer.CreditedParticipant !== layer.DebitedParticipant)).toBe(true);
    expect(deep.RecoveredAmount).toBe(2_500);
    const shallow = await read(small.Id);
    expect(layersOf(shallow).map((layer) => [layer.Amount, layer.HeldAmount, layer.RefundedAmount])).toEqual([[300, 300, 300]]);
    expect(shallow).toMatchObject({ Status: 'COMPLETED', RecoveredAmount: 300 });
  });

  it('opens a recovery only of a told Pix we paid, settled within 80 days, one not cancelled a Pix', async () => {
    const untold = await open(endToEndId(us.ispb));
    expect([untold.status, problemOf(untold)]).toEqual([400, 'FundsRecoveryTransactionNotFound']);
    const received = await open((await told({ weReceived: true })).TransactionId);
    expect([received.status, problemOf(received)]).toEqual([403, 'Forbidden']);
    const old = await open((await told({ hoursAgo: 80 * 24 + 1 })).TransactionId);
    expect([old.status, problemOf(old)]).toEqual([400, 'FundsRecoveryPeriodExpired']);
    expect((await open((await told({ hoursAgo: 80 * 24 - 1 })).TransactionId)).status).toBe(201);
    const byAnother = await send(us, '/funds-recoveries/', 'CreateFundsRecoveryRequest', { Participant: them.ispb, FundsRecovery: { RootTransactionId: endToEndId(us.ispb), SituationType: 'SCAM' } });
    expect([byAnother.status, problemOf(byAnother)]).toEqual([403, 'Forbidden']);
    const phishing = await open((await told()).TransactionId, us, 'PHISHING');
    expect([phishing.status, problemOf(phishing)]).toEqual([400, 'BadRequest']);

    const root = await told();
    const first = recoveryOf(await open(root.TransactionId), 'CreateFundsRecoveryResponse');
    const second = await open(root.TransactionId);
    expect([second.status, problemOf(second)]).toEqual([400, 'FundsRecoveryAlreadyExistsForTransaction']);
    await cancel(us, first.Id);
    expect((await open(root.TransactionId)).status).toBe(201);
  });

  it('is read and cancelled by its reporter only, until the refunds start; a repeat answers the same', async () => {
    const recovery = await opened();
    const due = moments(recovery);
    expect((await get(them, `/funds-recoveries/${String(recovery.Id)}`)).status).toBe(403);
    expect((await get(us, `/funds-recoveries/${randomUUID()}`)).status).toBe(404);
    const byThem = await cancel(them, recovery.Id);
    expect([byThem.status, problemOf(byThem)]).toEqual([403, 'Forbidden']);
    const elsewhere = await cancel(us, recovery.Id, randomUUID());
    expect([elsewhere.status, problemOf(elsewhere)]).toEqual([400, 'BadRequest']);
    expect((await cancel(us, randomUUID())).status).toBe(404);

    clock = due.TRACKED;
    const cancelled = recoveryOf(await cancel(us, recovery.Id), 'CancelFundsRecoveryResponse');
    expect(cancelled).toMatchObject({ Status: 'CANCELLED', LastModified: clock.toISOString() });
    expect(layersOf(cancelled)).toHaveLength(2);
    clock = new Date(clock.getTime() + 1_000);
    expect(recoveryOf(await cancel(us, recovery.Id), 'CancelFundsRecoveryResponse')).toEqual(cancelled);
    clock = due.COMPLETED;
    expect(await read(recovery.Id)).toEqual(cancelled);

    const refunding = await opened();
    clock = moments(refunding).REFUNDING;
    const late = await cancel(us, refunding.Id);
    expect([late.status, problemOf(late)]).toEqual([400, 'FundsRecoveryOperationInvalid']);
    clock = moments(refunding).COMPLETED;
    const done = await cancel(us, refunding.Id);
    expect([done.status, problemOf(done)]).toEqual([400, 'FundsRecoveryOperationInvalid']);
  });

  it('lists the caller\'s own recoveries, oldest change first, at most Limit of them', async () => {
    // An hour on, every recovery of the tests before has gone its way.
    clock = new Date(clock.getTime() + HOUR_MS);
    const since = clock.toISOString();
    clock = new Date(clock.getTime() + 1);
    const a = await opened();
    clock = new Date(clock.getTime() + 1);
    const b = await opened();
    const page = await listed(since, 1);
    expect([page.HasMoreElements, (page.FundsRecoveries as Message[]).map((recovery) => recovery.Id)]).toEqual([true, [a.Id]]);
    const all = await listed(since);
    expect([all.HasMoreElements, (all.FundsRecoveries as Message[]).map((recovery) => recovery.Id)]).toEqual([false, [a.Id, b.Id]]);
    const theirs = answered(await get(them, `/funds-recoveries/?Participant=${them.ispb}`), 'ListFundsRecoveriesResponse');
    expect(theirs.FundsRecoveries ?? []).toEqual([]);
    const forUs = await get(them, `/funds-recoveries/?Participant=${us.ispb}`);
    expect([forUs.status, problemOf(forUs)]).toEqual([403, 'Forbidden']);
    const tooMany = await get(us, `/funds-recoveries/?Participant=${us.ispb}&Limit=201`);
    expect([tooMany.status, problemOf(tooMany)]).toEqual([400, 'BadRequest']);
  });

  it('takes its steps at its pace: at 0.25, each step falls due after a quarter of the time', () => {
    const recovery = { Id: 'a-recovery', CreationTime: '2026-03-01T12:00:00.000Z' };
    const created = Date.parse(recovery.CreationTime);
    const full = momentsOf(recovery);
    const quick = momentsOf(recovery, 0.25);
    for (const step of Object.keys(full) as (keyof typeof full)[]) {
      expect(quick[step].getTime() - created).toBeGreaterThan(0);
      expect(Math.abs((quick[step].getTime() - created) - (full[step].getTime() - created) / 4)).toBeLessThanOrEqual(2);
    }
  });
});
