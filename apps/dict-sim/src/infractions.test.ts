import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@wallet/dict-api';
import { PLAYED } from './directory.js';
import { endToEndId, participantOf, testCertificates, transactionsTestBed } from './test-support.js';

const certificates = testCertificates();
let clock = new Date('2026-03-02T12:00:00Z');
const { us, them, simulator, send, get, answered, problemOf } = transactionsTestBed(certificates, () => clock, { beforeAll, afterAll });
type Participant = typeof us;

const report = (as: Participant, fields: Message) => send(as, '/infraction-reports/', 'CreateInfractionReportRequest', {
  Participant: as.ispb, InfractionReport: { InfractionType: 'FRAUD', ReportDetails: 'Pagamento por QR Code falso', ...fields },
});
/** An operation on a report (`acknowledge`, `close`, `cancel`) by a participant, its body the operation's request. */
const operate = (as: Participant, id: string, operation: string, fields: Message = {}) => {
  const schema = `${operation[0]!.toUpperCase()}${operation.slice(1)}InfractionReportRequest`;
  return send(as, `/infraction-reports/${id}/${operation}`, schema, { InfractionReportId: id, Participant: as.ispb, ...fields });
};
const reportOf = (reply: Awaited<ReturnType<typeof send>>, schema: string) => answered(reply, schema).InfractionReport as Message;

/** A report we make, as the credited participant, on a payment they sent us. */
async function reported(): Promise<{ id: string; transactionId: string }> {
  const transactionId = endToEndId(them.ispb);
  const created = await report(us, { TransactionId: transactionId });
  expect(created.status).toBe(201);
  return { id: String(reportOf(created, 'CreateInfractionReportResponse').Id), transactionId };
}

describe('the DICT simulator\'s infraction reports', () => {
  it('walks a report to its close: the other side receives it and agrees, and the transaction takes no other', async () => {
    const transactionId = endToEndId(them.ispb);
    const created = await report(us, { TransactionId: transactionId });
    expect(created.status).toBe(201);
    const opened = reportOf(created, 'CreateInfractionReportResponse');
    expect(opened).toMatchObject({
      TransactionId: transactionId, Status: 'OPEN', ReportedBy: 'CREDITED_PARTICIPANT', DebitedParticipant: them.ispb, CreditedParticipant: us.ispb,
      CreationTime: clock.toISOString(), LastModified: clock.toISOString(),
    });
    const id = String(opened.Id);
    expect(reportOf(await operate(them, id, 'acknowledge'), 'AcknowledgeInfractionReportResponse').Status).toBe('ACKNOWLEDGED');
    expect(reportOf(await operate(them, id, 'acknowledge'), 'AcknowledgeInfractionReportResponse').Status).toBe('ACKNOWLEDGED');
    clock = new Date(clock.getTime() + 60_000);
    const closed = await operate(them, id, 'close', { AnalysisResult: 'AGREED', AnalysisDetails: 'Valor bloqueado' });
    expect(reportOf(closed, 'CloseInfractionReportResponse')).toMatchObject({ Status: 'CLOSED', AnalysisResult: 'AGREED', AnalysisDetails: 'Valor bloqueado', LastModified: clock.toISOString() });
    expect((await operate(them, id, 'close', { AnalysisResult: 'AGREED', AnalysisDetails: 'Valor bloqueado' })).status).toBe(200);
    const otherwise = await operate(them, id, 'close', { AnalysisResult: 'DISAGREED' });
    expect([otherwise.status, problemOf(otherwise)]).toEqual([400, 'InfractionReportOperationInvalid']);
    expect(reportOf(await get(us, `/infraction-reports/${id}`), 'GetInfractionReportResponse').Status).toBe('CLOSED');
    const again = await report(them, { TransactionId: transactionId });
    expect([again.status, problemOf(again)]).toEqual([400, 'InfractionReportAlreadyProcessedForTransaction']);
  });

  it('takes one report in progress a transaction, until its reporter cancels it', async () => {
    const { id, transactionId } = await reported();
    const second = await report(us, { TransactionId: transactionId });
    expect([second.status, problemOf(second)]).toEqual([400, 'InfractionReportAlreadyBeingProcessedForTransaction']);
    const byThem = await operate(them, id, 'cancel');
    expect([byThem.status, problemOf(byThem)]).toEqual([403, 'Forbidden']);
    expect(reportOf(await operate(us, id, 'cancel'), 'CancelInfractionReportResponse').Status).toBe('CANCELLED');
    expect((await operate(us, id, 'cancel')).status).toBe(200);
    const acknowledged = await operate(them, id, 'acknowledge');
    expect([acknowledged.status, problemOf(acknowledged)]).toEqual([400, 'InfractionReportOperationInvalid']);
    expect((await report(us, { TransactionId: transactionId })).status).toBe(201);
  });

  it('lets its reporter cancel a report even once closed, as the document says', async () => {
    const { id } = await reported();
    await operate(them, id, 'acknowledge');
    await operate(them, id, 'close', { AnalysisResult: 'DISAGREED' });
    expect(reportOf(await operate(us, id, 'cancel'), 'CancelInfractionReportResponse')).toMatchObject({ Status: 'CANCELLED', AnalysisResult: 'DISAGREED' });
  });

  it('lets only the other side receive and close a report, and only an acknowledged one closed', async () => {
    const { id } = await reported();
    const byReporter = await operate(us, id, 'acknowledge');
    expect([byReporter.status, problemOf(byReporter)]).toEqual([403, 'Forbidden']);
    const early = await operate(them, id, 'close', { AnalysisResult: 'AGREED' });
    expect([early.status, problemOf(early)]).toEqual([400, 'InfractionReportOperationInvalid']);
    const third = participantOf(certificates, '11223344');
    expect((await get(third, `/infraction-reports/${id}`)).status).toBe(403);
    expect((await get(us, `/infraction-reports/${randomUUID()}`)).status).toBe(404);
  });

  it('finds the transaction\'s sides in the request or in its end-to-end id', async () => {
    const named = await report(us, {
      TransactionId: endToEndId(us.ispb), TransactionType: 'SPI', TransactionResult: 'REJECTED_PAYER',
      InfractionData: {
        TaxIdNumber: '11122233300', DebitedParticipant: us.ispb, CreditedParticipant: them.ispb, ReportedBy: 'DEBITED_PARTICIPANT',
        TransactionDate: clock.toISOString(), InfractingAccountData: { Branch: '0001', AccountNumber: '0007654321' },
      },
    });
    expect(reportOf(named, 'CreateInfractionReportResponse')).toMatchObject({ ReportedBy: 'DEBITED_PARTICIPANT', DebitedParticipant: us.ispb, CreditedParticipant: them.ispb });
    const notOurs = await report(us, {
      TransactionId: endToEndId(them.ispb),
      InfractionData: {
        TaxIdNumber: '11122233300', DebitedParticipant: them.ispb, CreditedParticipant: '11223344', ReportedBy: 'CREDITED_PARTICIPANT',
        TransactionDate: clock.toISOString(), InfractingAccountData: { AccountNumber: '0007654321' },
      },
    });
    expect([notOurs.status, problemOf(notOurs)]).toEqual([400, 'InfractionReportInvalid']);
    const rejected = await report(us, { TransactionId: endToEndId(them.ispb), TransactionResult: 'REJECTED_PAYEE' });
    expect([rejected.status, problemOf(rejected)]).toEqual([400, 'InfractionReportInvalid']);
    const unknown = await report(us, { TransactionId: 'X1234567890ABCDEF' });
    expect([unknown.status, problemOf(unknown)]).toEqual([400, 'InfractionReportTransactionNotFound']);
    const paid = reportOf(await report(us, { TransactionId: endToEndId(us.ispb) }), 'CreateInfractionReportResponse');
    expect(paid).toMatchObject({ ReportedBy: 'DEBITED_PARTICIPANT', DebitedParticipant: us.ispb });
    expect(PLAYED).toContain(paid.CreditedParticipant);
  });

  it('lists the reports by the participant\'s role, with their details when asked, each way from its own bucket', async () => {
    const { id } = await reported();
    const bucket = (name: string) => simulator.bucket(name, them.ispb);
    const [withRole, withoutRole] = [bucket('INFRACTION_REPORTS_LIST_WITH_ROLE'), bucket('INFRACTION_REPORTS_LIST_WITHOUT_ROLE')];
    const asDebited = answered(await get(them, `/infraction-reports/?Participant=${them.ispb}&IsDebited=true&Status=OPEN&IncludeDetails=true&Limit=200`), 'ListInfractionReportsResponse');
    const reports = asDebited.InfractionReports as Message[];
    expect(reports.find((candidate) => candidate.Id === id)).toMatchObject({ Status: 'OPEN', ReportDetails: 'Pagamento por QR Code falso' });
    expect(reports.every((candidate) => candidate.DebitedParticipant === them.ispb && candidate.Status === 'OPEN')).toBe(true);
    const asCredited = answered(await get(them, `/infraction-reports/?Participant=${them.ispb}&IsCredited=true`), 'ListInfractionReportsResponse');
    const credited = (asCredited.InfractionReports ?? []) as Message[];
    expect(credited.every((candidate) => candidate.CreditedParticipant === them.ispb && candidate.Id !== id)).toBe(true);
    expect([bucket('INFRACTION_REPORTS_LIST_WITH_ROLE'), bucket('INFRACTION_REPORTS_LIST_WITHOUT_ROLE')]).toEqual([withRole - 2, withoutRole]);
    const all = answered(await get(them, `/infraction-reports/?Participant=${them.ispb}&Limit=200`), 'ListInfractionReportsResponse').InfractionReports as Message[];
    expect(all.find((candidate) => candidate.Id === id)).not.toHaveProperty('ReportDetails');
    expect(bucket('INFRACTION_REPORTS_LIST_WITHOUT_ROLE')).toBe(withoutRole - 1);
    const forAnother = await get(them, `/infraction-reports/?Participant=${us.ispb}`);
    expect([forAnother.status, problemOf(forAnother)]).toEqual([403, 'Forbidden']);
  });

  it('plays the other side where it plays it: a report is received within the hour and closed within a day', async () => {
    const created = reportOf(await report(us, { TransactionId: endToEndId(us.ispb) }), 'CreateInfractionReportResponse');
    expect(PLAYED).toContain(created.CreditedParticipant);
    const id = String(created.Id);
    const createdAt = clock.getTime();
    clock = new Date(createdAt + 61 * 60_000);
    expect(reportOf(await get(us, `/infraction-reports/${id}`), 'GetInfractionReportResponse').Status).toBe('ACKNOWLEDGED');
    clock = new Date(createdAt + 25 * 3_600_000);
    const closed = reportOf(await get(us, `/infraction-reports/${id}`), 'GetInfractionReportResponse');
    expect(closed).toMatchObject({ Status: 'CLOSED', AnalysisResult: expect.stringMatching(/^(AGREED|DISAGREED)$/) });
    expect(Date.parse(String(closed.LastModified))).toBeLessThanOrEqual(createdAt + 24 * 3_600_000);
  });

  it('keeps its reports across a restart', async () => {
    const { id } = await reported();
    await operate(them, id, 'acknowledge');
    await simulator.restart();
    expect(reportOf(await get(us, `/infraction-reports/${id}`), 'GetInfractionReportResponse').Status).toBe('ACKNOWLEDGED');
  });
});
