import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@wallet/dict-api';
import { PLAYED } from './directory.js';
import { endToEndId, participantOf, testCertificates, transactionsTestBed } from './test-support.js';

const certificates = testCertificates();
let clock = new Date('2026-03-02T12:00:00Z');
// `answered` takes an answer once its signature and its schema are checked (schemaProblems), as `send` writes each request by its schema.
const { us, them, simulator, send, get, answered, problemOf } = transactionsTestBed(certificates, () => clock, { beforeAll, afterAll });
type Participant = typeof us;

/** The end-to-end id of a refund's payment by `payer`. */
const refundPayment = (payer: string) => `D${payer}202603021300${randomUUID().replace(/-/g, '').slice(0, 11)}`;

/** An infraction report of a payment from `debited` to `credited`, by the credited side, naming both. */
async function reportedFraud(debited: Participant, credited: Participant): Promise<string> {
  const transactionId = endToEndId(debited.ispb);
  const created = await send(credited, '/infraction-reports/', 'CreateInfractionReportRequest', {
    Participant: credited.ispb,
    InfractionReport: {
      TransactionId: transactionId, InfractionType: 'FRAUD', ReportDetails: 'Pagamento por QR Code falso',
      InfractionData: {
        TaxIdNumber: '11122233300', DebitedParticipant: debited.ispb, CreditedParticipant: credited.ispb, ReportedBy: 'CREDITED_PARTICIPANT',
        TransactionDate: clock.toISOString(), InfractingAccountData: { Branch: '0001', AccountNumber: '0007654321' },
      },
    },
  });
  expect(created.status).toBe(201);
  return transactionId;
}

const askRefund = (as: Participant, fields: Message) => send(as, '/refunds/', 'CreateRefundRequest', {
  Participant: as.ispb, Refund: { RefundReason: 'FRAUD', RefundAmount: 100, RefundDetails: 'Golpe do QR Code', ...fields },
});
/** An operation on a refund (`close`, `cancel`) by a participant, its body the operation's request. */
const operate = (as: Participant, id: string, operation: 'close' | 'cancel', fields: Message = {}) => {
  const schema = `${operation[0]!.toUpperCase()}${operation.slice(1)}RefundRequest`;
  return send(as, `/refunds/${id}/${operation}`, schema, { RefundId: id, Participant: as.ispb, ...fields });
};
const refundOf = (reply: Awaited<ReturnType<typeof send>>, schema: string) => answered(reply, schema).Refund as Message;

/** A refund they ask of us, for fraud, on a payment they sent us that we reported. */
async function askedOfUs(): Promise<{ id: string; transactionId: string }> {
  const transactionId = await reportedFraud(them, us);
  const created = await askRefund(them, { TransactionId: transactionId });
  expect(created.status).toBe(201);
  return { id: String(refundOf(created, 'CreateRefundResponse').Id), transactionId };
}

describe('the DICT simulator\'s refunds', () => {
  it('takes a refund for fraud from the debited side and lets the contested side close it, the transaction taking no other', async () => {
    const transactionId = await reportedFraud(them, us);
    const report = answered(await get(us, `/infraction-reports/?Participant=${us.ispb}&IsCredited=true&Limit=200`), 'ListInfractionReportsResponse');
    const reportId = (report.InfractionReports as Message[]).find((candidate) => candidate.TransactionId === transactionId)!.Id;
    const byCredited = await askRefund(us, { TransactionId: transactionId });
    expect([byCredited.status, problemOf(byCredited)]).toEqual([403, 'Forbidden']);
    const created = await askRefund(them, { TransactionId: transactionId, RefundAmount: 250.5 });
    expect(created.status).toBe(201);
    const opened = refundOf(created, 'CreateRefundResponse');
    expect(opened).toMatchObject({
      TransactionId: transactionId, RefundReason: 'FRAUD', RefundAmount: 250.5, Status: 'OPEN', RequestingParticipant: them.ispb, ContestedParticipant: us.ispb,
      InfractionReportId: reportId, CreationTime: clock.toISOString(), LastModified: clock.toISOString(),
    });
    const id = String(opened.Id);
    const byRequester = await operate(them, id, 'close', { RefundAnalysisResult: 'REJECTED', RefundRejectionReason: 'OTHER' });
    expect([byRequester.status, problemOf(byRequester)]).toEqual([403, 'Forbidden']);
    clock = new Date(clock.getTime() + 60_000);
    const payment = refundPayment(us.ispb);
    const analysis = { RefundAnalysisResult: 'TOTALLY_ACCEPTED', RefundAnalysisDetails: 'Valor devolvido', RefundTransactionId: payment };
    expect(refundOf(await operate(us, id, 'close', analysis), 'CloseRefundResponse')).toMatchObject({
      Status: 'CLOSED', AnalysisResult: 'TOTALLY_ACCEPTED', AnalysisDetails: 'Valor devolvido', RefundTransactionId: payment, LastModified: clock.toISOString(),
    });
    expect(refundOf(await operate(us, id, 'close', analysis), 'CloseRefundResponse').LastModified).toBe(clock.toISOString());
    const otherwise = await operate(us, id, 'close', { RefundAnalysisResult: 'REJECTED', RefundRejectionReason: 'NO_BALANCE' });
    expect([otherwise.status, problemOf(otherwise)]).toEqual([400, 'RefundOperationInvalid']);
    const cancelled = await operate(them, id, 'cancel');
    expect([cancelled.status, problemOf(cancelled)]).toEqual([400, 'RefundOperationInvalid']);
    expect(refundOf(await get(them, `/refunds/${id}`), 'GetRefundResponse').Status).toBe('CLOSED');
    const again = await askRefund(them, { TransactionId: transactionId });
    expect([again.status, problemOf(again)]).toEqual([400, 'RefundAlreadyProcessedForTransaction']);
  });

  it('takes one refund in progress a transaction, until its requester cancels it', async () => {
    const { id, transactionId } = await askedOfUs();
    const second = await askRefund(them, { TransactionId: transactionId });
    expect([second.status, problemOf(second)]).toEqual([400, 'RefundAlreadyBeingProcessedForTransaction']);
    const elsewhere = await send(them, `/refunds/${id}/cancel`, 'CancelRefundRequest', { RefundId: randomUUID(), Participant: them.ispb });
    expect([elsewhere.status, problemOf(elsewhere)]).toEqual([400, 'BadRequest']);
    const byContested = await operate(us, id, 'cancel');
    expect([byContested.status, problemOf(byContested)]).toEqual([403, 'Forbidden']);
    expect(refundOf(await operate(them, id, 'cancel'), 'CancelRefundResponse').Status).toBe('CANCELLED');
    expect(refundOf(await operate(them, id, 'cancel'), 'CancelRefundResponse').Status).toBe('CANCELLED');
    const closed = await operate(us, id, 'close', { RefundAnalysisResult: 'REJECTED', RefundRejectionReason: 'NO_BALANCE' });
    expect([closed.status, problemOf(closed)]).toEqual([400, 'RefundOperationInvalid']);
    expect((await askRefund(them, { TransactionId: transactionId })).status).toBe(201);
  });

  it('takes an analysis that holds together: a rejection says why, an acceptance names the refund\'s payment', async () => {
    const { id } = await askedOfUs();
    const unexplained = await operate(us, id, 'close', { RefundAnalysisResult: 'REJECTED' });
    expect([unexplained.status, problemOf(unexplained)]).toEqual([400, 'BadRequest']);
    const unpaid = await operate(us, id, 'close', { RefundAnalysisResult: 'PARTIALLY_ACCEPTED' });
    expect([unpaid.status, problemOf(unpaid)]).toEqual([400, 'BadRequest']);
    const rejected = refundOf(await operate(us, id, 'close', { RefundAnalysisResult: 'REJECTED', RefundRejectionReason: 'ACCOUNT_CLOSURE' }), 'CloseRefundResponse');
    expect(rejected).toMatchObject({ Status: 'CLOSED', AnalysisResult: 'REJECTED', RefundRejectionReason: 'ACCOUNT_CLOSURE' });
    expect(rejected).not.toHaveProperty('RefundTransactionId');
  });

  it('finds the transaction\'s sides in its infraction report or in its end-to-end id', async () => {
    const unreported = await askRefund(us, { TransactionId: endToEndId(us.ispb) });
    expect([unreported.status, problemOf(unreported)]).toEqual([400, 'RefundInfractionReportNotFound']);
    const flaw = refundOf(await askRefund(us, { TransactionId: endToEndId(us.ispb), RefundReason: 'OPERATIONAL_FLAW' }), 'CreateRefundResponse');
    expect(flaw).toMatchObject({ RequestingParticipant: us.ispb, Status: 'OPEN' });
    expect(PLAYED).toContain(flaw.ContestedParticipant);
    expect(flaw).not.toHaveProperty('InfractionReportId');
    const notDebited = await askRefund(us, { TransactionId: endToEndId(them.ispb), RefundReason: 'OPERATIONAL_FLAW' });
    expect([notDebited.status, problemOf(notDebited)]).toEqual([403, 'Forbidden']);
    const unknown = await askRefund(us, { TransactionId: 'X1234567890ABCDEF1234567890ABCDE', RefundReason: 'OPERATIONAL_FLAW' });
    expect([unknown.status, problemOf(unknown)]).toEqual([400, 'RefundTransactionNotFound']);
    const nothing = await askRefund(us, { TransactionId: endToEndId(us.ispb), RefundReason: 'OPERATIONAL_FLAW', RefundAmount: 0 });
    expect([nothing.status, problemOf(nothing)]).toEqual([400, 'BadRequest']);
    const third = participantOf(certificates, '11223344');
    expect((await get(third, `/refunds/${String(flaw.Id)}`)).status).toBe(403);
    expect((await get(us, `/refunds/${randomUUID()}`)).status).toBe(404);
  });

  it('lists the refunds by the participant\'s role and moment, with their details when asked, from the bucket with a role', async () => {
    const before = clock.toISOString();
    clock = new Date(clock.getTime() + 60_000);
    const { id } = await askedOfUs();
    const bucket = (name: string) => simulator.bucket(name, them.ispb);
    const [withRole, withoutRole] = [bucket('REFUND_LIST_WITH_ROLE'), bucket('REFUND_LIST_WITHOUT_ROLE')];
    const asRequester = answered(await get(them, `/refunds/?Participant=${them.ispb}&ParticipantRole=REQUESTING&Status=OPEN&IncludeDetails=true&Limit=200`), 'ListRefundsResponse');
    const requested = asRequester.Refunds as Message[];
    expect(requested.find((candidate) => candidate.Id === id)).toMatchObject({ Status: 'OPEN', RefundDetails: 'Golpe do QR Code' });
    expect(requested.every((candidate) => candidate.RequestingParticipant === them.ispb && candidate.Status === 'OPEN')).toBe(true);
    const asContested = answered(await get(them, `/refunds/?Participant=${them.ispb}&ParticipantRole=CONTESTED`), 'ListRefundsResponse');
    expect(((asContested.Refunds ?? []) as Message[]).every((candidate) => candidate.ContestedParticipant === them.ispb && candidate.Id !== id)).toBe(true);
    const recent = answered(await get(us, `/refunds/?Participant=${us.ispb}&ParticipantRole=CONTESTED&ModifiedAfter=${encodeURIComponent(new Date(Date.parse(before) + 1).toISOString())}&Limit=200`), 'ListRefundsResponse');
    const recentRefunds = recent.Refunds as Message[];
    expect(recentRefunds.map((candidate) => candidate.Id)).toContain(id);
    expect(recentRefunds.every((candidate) => Date.parse(String(candidate.LastModified)) > Date.parse(before))).toBe(true);
    expect(recentRefunds.find((candidate) => candidate.Id === id)).not.toHaveProperty('RefundDetails');
    const earlier = answered(await get(us, `/refunds/?Participant=${us.ispb}&ParticipantRole=CONTESTED&ModifiedBefore=${encodeURIComponent(before)}&Limit=200`), 'ListRefundsResponse');
    expect(((earlier.Refunds ?? []) as Message[]).map((candidate) => candidate.Id)).not.toContain(id);
    expect([bucket('REFUND_LIST_WITH_ROLE'), bucket('REFUND_LIST_WITHOUT_ROLE')]).toEqual([withRole - 2, withoutRole]);
    const roleless = await get(them, `/refunds/?Participant=${them.ispb}`);
    expect([roleless.status, problemOf(roleless)]).toEqual([400, 'BadRequest']);
    expect(bucket('REFUND_LIST_WITHOUT_ROLE')).toBe(withoutRole - 1);
    const forAnother = await get(them, `/refunds/?Participant=${us.ispb}&ParticipantRole=REQUESTING`);
    expect([forAnother.status, problemOf(forAnother)]).toEqual([403, 'Forbidden']);
  });

  it('plays the contested side where it plays it: a refund is closed within 1 to 6 hours', async () => {
    const created = refundOf(await askRefund(us, { TransactionId: endToEndId(us.ispb), RefundReason: 'OPERATIONAL_FLAW', RefundAmount: 80 }), 'CreateRefundResponse');
    expect(PLAYED).toContain(created.ContestedParticipant);
    const id = String(created.Id);
    const createdAt = clock.getTime();
    clock = new Date(createdAt + 59 * 60_000);
    expect(refundOf(await get(us, `/refunds/${id}`), 'GetRefundResponse').Status).toBe('OPEN');
    clock = new Date(createdAt + 6 * 3_600_000);
    const closed = refundOf(await get(us, `/refunds/${id}`), 'GetRefundResponse');
    expect(closed).toMatchObject({ Status: 'CLOSED', AnalysisResult: expect.stringMatching(/^(TOTALLY_ACCEPTED|PARTIALLY_ACCEPTED|REJECTED)$/) });
    expect(Date.parse(String(closed.LastModified))).toBeGreaterThanOrEqual(createdAt + 3_600_000);
    if (closed.AnalysisResult === 'REJECTED') expect(closed.RefundRejectionReason).toBeDefined();
    else expect(String(closed.RefundTransactionId)).toMatch(new RegExp(`^D${String(created.ContestedParticipant)}`));
    if (closed.AnalysisResult === 'PARTIALLY_ACCEPTED') expect(closed.AnalysisDetails).toContain('40.00');
    const cancelled = await operate(us, id, 'cancel');
    expect([cancelled.status, problemOf(cancelled)]).toEqual([400, 'RefundOperationInvalid']);
  });

  it('keeps its refunds across a restart', async () => {
    const { id } = await askedOfUs();
    await operate(them, id, 'cancel');
    await simulator.restart();
    expect(refundOf(await get(us, `/refunds/${id}`), 'GetRefundResponse')).toMatchObject({ Status: 'CANCELLED', RequestingParticipant: them.ispb, ContestedParticipant: us.ispb });
  });
});
