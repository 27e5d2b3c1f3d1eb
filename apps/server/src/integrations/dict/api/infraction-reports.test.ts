import { describe, expect, it } from 'vitest';
import { endToEndIdFrom, transactionSidesForTests } from '../../../test-support/dict-transaction-sides.js';
import { DictRefusal } from '../refusal.js';
import type { NewInfractionReport } from '../infraction-reports.js';

const OURS = '12345678';
const THEIRS = '87654321';
const { dict, us, them } = transactionSidesForTests(OURS, THEIRS);

/** A report of a Pix `payer` debited, by `reporter` (the other side of it). */
const reportOf = (payer: string, reporter: string, fields: Partial<NewInfractionReport> = {}): NewInfractionReport => ({
  endToEndId: endToEndIdFrom(payer), type: 'FRAUD', situationType: 'SCAM', details: 'Pagamento feito por QR Code falso em boleto',
  reporterIspb: reporter, reportedIspb: payer, ...fields,
});
const now = new Date();
const aMomentAgo = () => new Date(Date.now() - 1_000);

describe('infraction reports at the DICT through its API', () => {
  it('makes a report the other side lists, receives and closes; our listing brings the change with its analysis', async () => {
    const before = aMomentAgo();
    const asked = reportOf(THEIRS, OURS);
    const made = await us.reports.create(asked, now);
    expect(made).toMatchObject({
      endToEndId: asked.endToEndId, type: 'FRAUD', situationType: 'SCAM', details: asked.details, reporterIspb: OURS, reportedIspb: THEIRS,
      status: 'open', analysisResult: null, analysisDetails: null,
    });
    expect(Math.abs(made.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    const theirs = await them.reports.listModifiedSince(before, now);
    // The document has no situation type: a report read from the DICT has none known.
    expect(theirs.find((report) => report.id === made.id)).toMatchObject({ status: 'open', reporterIspb: OURS, reportedIspb: THEIRS, details: asked.details, situationType: 'UNKNOWN' });
    await expect(them.reports.acknowledge(made.id, now)).resolves.toMatchObject({ id: made.id, status: 'received' });
    const analysis = { result: 'AGREED' as const, details: 'Valor bloqueado; contactar a central antifraude informando o ID 9999.' };
    await expect(them.reports.close(made.id, analysis, now)).resolves.toMatchObject({ status: 'closed', analysisResult: 'AGREED', analysisDetails: analysis.details });

    const ours = await us.reports.listModifiedSince(before, now);
    expect(ours.filter((report) => report.id === made.id)).toEqual([expect.objectContaining({ status: 'closed', analysisResult: 'AGREED', analysisDetails: analysis.details })]);
    expect(ours.find((report) => report.id === made.id)!.modifiedAt.getTime()).toBeGreaterThan(made.modifiedAt.getTime() - 1);
  });

  it('lists the reports where we are debited and where we are credited, each once, oldest change first', async () => {
    const before = aMomentAgo();
    const ofOurPayment = await them.reports.create(reportOf(OURS, THEIRS, { type: 'REFUND_REQUEST' }), now);
    const ofTheirPayment = await us.reports.create(reportOf(THEIRS, OURS), now);
    await us.reports.acknowledge(ofOurPayment.id, now);
    const listed = (await us.reports.listModifiedSince(before, now)).filter((report) => [ofOurPayment.id, ofTheirPayment.id].includes(report.id));
    expect(listed.map((report) => [report.id, report.status])).toEqual([[ofTheirPayment.id, 'open'], [ofOurPayment.id, 'received']]);
    expect(listed[1]).toMatchObject({ type: 'REFUND_REQUEST', reporterIspb: THEIRS, reportedIspb: OURS });
    const all = await us.reports.listModifiedSince(before, now);
    expect(all.map((report) => report.modifiedAt.getTime())).toEqual(all.map((report) => report.modifiedAt.getTime()).sort((a, b) => a - b));
    expect(new Set(all.map((report) => report.id)).size).toBe(all.length);
  });

  it('cancels a report we made, which the other side then lists cancelled', async () => {
    const before = aMomentAgo();
    const made = await us.reports.create(reportOf(THEIRS, OURS), now);
    await expect(us.reports.cancel(made.id, now)).resolves.toMatchObject({ id: made.id, status: 'canceled' });
    const theirs = await them.reports.listModifiedSince(before, now);
    expect(theirs.find((report) => report.id === made.id)).toMatchObject({ status: 'canceled' });
  });

  it('tells the DICT\'s refusals as DictRefusal, in its words, and nothing changes', async () => {
    const before = aMomentAgo();
    const asked = reportOf(THEIRS, OURS);
    const made = await us.reports.create(asked, now);
    // The reporter does not receive its own report; the other side does not cancel it.
    await expect(us.reports.acknowledge(made.id, now)).rejects.toThrow(DictRefusal);
    await expect(us.reports.acknowledge(made.id, now)).rejects.toThrow(/Forbidden/);
    await expect(them.reports.cancel(made.id, now)).rejects.toThrow(DictRefusal);
    // A closing before the report is received is an operation its status does not allow.
    await expect(them.reports.close(made.id, { result: 'DISAGREED', details: 'Sem indícios' }, now)).rejects.toThrow(/InfractionReportOperationInvalid/);
    // A second report on the same transaction, by the other side or by us with other details.
    await expect(them.reports.create({ ...asked, reporterIspb: THEIRS, reportedIspb: OURS }, now)).rejects.toThrow(/InfractionReportAlreadyBeingProcessedForTransaction/);
    await expect(us.reports.create({ ...asked, details: 'Outro relato' }, now)).rejects.toThrow(DictRefusal);
    await expect(us.reports.create({ ...asked, type: 'REFUND_REQUEST' }, now)).rejects.toThrow(/InfractionReportAlreadyBeingProcessedForTransaction/);
    // An unknown report.
    await expect(us.reports.cancel('0f0c8d7e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', now)).rejects.toThrow(DictRefusal);

    const onTheTransaction = (await us.reports.listModifiedSince(before, now)).filter((report) => report.endToEndId === asked.endToEndId);
    expect(onTheTransaction).toEqual([expect.objectContaining({ id: made.id, status: 'open', modifiedAt: made.modifiedAt, details: asked.details })]);
  });

  it('answers a creation asked again, the same input, with the same report: after its answer was lost too', async () => {
    const asked = reportOf(THEIRS, OURS, { situationType: 'ACCOUNT_TAKEOVER' });
    const made = await us.reports.create(asked, now);
    await expect(us.reports.create(asked, now)).resolves.toMatchObject({ id: made.id, status: 'open', situationType: 'ACCOUNT_TAKEOVER' });

    const before = aMomentAgo();
    const lost = reportOf(THEIRS, OURS);
    // The DICT makes the report and its answer is lost: the transport asks again, the same request.
    await dict.simulator().tell({ dropNext: 1 });
    const answered = await us.reports.create(lost, now);
    const onTheTransaction = (await us.reports.listModifiedSince(before, now)).filter((report) => report.endToEndId === lost.endToEndId);
    expect(onTheTransaction.map((report) => report.id)).toEqual([answered.id]);
    await expect(us.reports.create(lost, now)).resolves.toMatchObject({ id: answered.id });
  });

  it('refuses a request that does not follow the document before sending it', async () => {
    const before = aMomentAgo();
    const asked = reportOf(THEIRS, OURS, { details: 'x'.repeat(2_001) });
    await expect(us.reports.create(asked, now)).rejects.toThrow(/our request does not follow CreateInfractionReportRequest/);
    expect((await us.reports.listModifiedSince(before, now)).filter((report) => report.endToEndId === asked.endToEndId)).toEqual([]);
    await expect(us.reports.close('0f0c8d7e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', { result: 'AGREED', details: 'y'.repeat(2_001) }, now)).rejects.toThrow(/our request does not follow CloseInfractionReportRequest/);
  });

  it('reads a report of a cancelled refund, which the product has no type for, as a refund\'s', async () => {
    const before = aMomentAgo();
    const endToEndId = endToEndIdFrom(OURS);
    await them.transport.call('createInfractionReport', { body: { Participant: THEIRS, InfractionReport: { TransactionId: endToEndId, InfractionType: 'REFUND_CANCELLED' } } });
    const listed = (await us.reports.listModifiedSince(before, now)).find((report) => report.endToEndId === endToEndId);
    expect(listed).toMatchObject({ type: 'REFUND_REQUEST', details: '', reporterIspb: THEIRS, reportedIspb: OURS, status: 'open' });
  });
});
