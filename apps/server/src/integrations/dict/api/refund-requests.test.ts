import { describe, expect, it } from 'vitest';
import { endToEndIdFrom, transactionSidesForTests } from '../../../test-support/dict-transaction-sides.js';
import { DictRefusal } from '../refusal.js';
import type { NewRefundRequest } from '../refund-requests.js';

const OURS = '12345678';
const THEIRS = '87654321';
const { dict, us, them } = transactionSidesForTests(OURS, THEIRS);

const now = new Date();
const aMomentAgo = () => new Date(Date.now() - 1_000);

/**
 * A request for fraud by `payer` on a Pix it sent `payee`, which `payee` reported first (the
 * refund follows the report; its credited side, the reporter, is the contested side).
 */
async function fraudRequest(payee: typeof us, payerIspb: string, payeeIspb: string, fields: Partial<NewRefundRequest> = {}): Promise<NewRefundRequest> {
  const endToEndId = endToEndIdFrom(payerIspb);
  await payee.reports.create({ endToEndId, type: 'FRAUD', situationType: 'SCAM', details: 'Golpe do falso investimento', reporterIspb: payeeIspb, reportedIspb: payerIspb }, now);
  return { endToEndId, reason: 'FRAUD', amount: 12_345, details: 'Cliente enganado por oferta falsa de investimento', requesterIspb: payerIspb, contestedIspb: payeeIspb, ...fields };
}
const ourFraudRequest = (fields: Partial<NewRefundRequest> = {}) => fraudRequest(them, OURS, THEIRS, fields);

describe('refund requests at the DICT through its API', () => {
  it('makes a request the other side lists and accepts in part; our listing brings the close, amounts in centavos', async () => {
    const before = aMomentAgo();
    const asked = await ourFraudRequest();
    const made = await us.refunds.create(asked, now);
    expect(made).toMatchObject({
      ...asked, status: 'OPEN', analysisResult: null, rejectionReason: null, analysisDetails: null, refundedAmount: 0, returnId: null,
    });
    expect(Math.abs(made.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    const theirs = (await them.refunds.listModifiedSince(before, now)).find((request) => request.id === made.id);
    expect(theirs).toMatchObject({ status: 'OPEN', requesterIspb: OURS, contestedIspb: THEIRS, amount: 12_345, details: asked.details });
    const returnId = endToEndIdFrom(THEIRS, 'D');
    const analysis = { result: 'PARTIALLY_ACCEPTED' as const, refundedAmount: 5_000, returnId, details: 'Parte do valor já havia sido transferida' };
    // The contested side's own close knows the amount it sent back.
    await expect(them.refunds.close(made.id, analysis, now)).resolves.toMatchObject({
      id: made.id, status: 'CLOSED', analysisResult: 'PARTIALLY_ACCEPTED', analysisDetails: analysis.details, refundedAmount: 5_000, returnId, rejectionReason: null,
    });

    const ours = (await us.refunds.listModifiedSince(before, now)).filter((request) => request.id === made.id);
    // The document carries no amount sent back: a partial one read from the DICT is not known (0), its return is.
    expect(ours).toEqual([expect.objectContaining({ status: 'CLOSED', analysisResult: 'PARTIALLY_ACCEPTED', amount: 12_345, refundedAmount: 0, returnId, analysisDetails: analysis.details })]);
    expect(ours[0]!.modifiedAt.getTime()).toBeGreaterThanOrEqual(made.modifiedAt.getTime());
  });

  it('reads a request accepted in whole as the whole amount sent back, and a rejection with its reason', async () => {
    const before = aMomentAgo();
    const whole = await us.refunds.create(await ourFraudRequest({ amount: 4_321 }), now);
    const rejected = await us.refunds.create(await ourFraudRequest({ amount: 150_000, details: '' }), now);
    const returnId = endToEndIdFrom(THEIRS, 'D');
    await them.refunds.close(whole.id, { result: 'TOTALLY_ACCEPTED', refundedAmount: 4_321, returnId, details: '' }, now);
    await expect(them.refunds.close(rejected.id, { result: 'REJECTED', rejectionReason: 'NO_BALANCE', details: 'Conta sem saldo' }, now))
      .resolves.toMatchObject({ status: 'CLOSED', analysisResult: 'REJECTED', rejectionReason: 'NO_BALANCE', refundedAmount: 0, returnId: null });

    const ours = (await us.refunds.listModifiedSince(before, now)).filter((request) => [whole.id, rejected.id].includes(request.id));
    expect(ours.map((request) => request.id)).toEqual([whole.id, rejected.id]);
    expect(ours[0]).toMatchObject({ analysisResult: 'TOTALLY_ACCEPTED', amount: 4_321, refundedAmount: 4_321, returnId, analysisDetails: null });
    expect(ours[1]).toMatchObject({ analysisResult: 'REJECTED', rejectionReason: 'NO_BALANCE', analysisDetails: 'Conta sem saldo', amount: 150_000, details: '', refundedAmount: 0 });
  });

  it('lists the requests where we ask and where we are asked, each once, oldest change first', async () => {
    const before = aMomentAgo();
    const ofTheirPayment = await us.refunds.create(await ourFraudRequest(), now);
    const ofOurPayin = await them.refunds.create(await fraudRequest(us, THEIRS, OURS, { amount: 9_999 }), now);
    await us.refunds.close(ofOurPayin.id, { result: 'REJECTED', rejectionReason: 'CANNOT_REFUND', details: 'Sem indícios de fraude' }, now);
    const all = await us.refunds.listModifiedSince(before, now);
    const listed = all.filter((request) => [ofTheirPayment.id, ofOurPayin.id].includes(request.id));
    expect(listed.map((request) => [request.id, request.status])).toEqual([[ofTheirPayment.id, 'OPEN'], [ofOurPayin.id, 'CLOSED']]);
    expect(listed[1]).toMatchObject({ requesterIspb: THEIRS, contestedIspb: OURS, amount: 9_999, rejectionReason: 'CANNOT_REFUND' });
    expect(all.map((request) => request.modifiedAt.getTime())).toEqual(all.map((request) => request.modifiedAt.getTime()).sort((a, b) => a - b));
    expect(new Set(all.map((request) => request.id)).size).toBe(all.length);
  });

  it('cancels a request we made, which the other side then lists cancelled', async () => {
    const before = aMomentAgo();
    const made = await us.refunds.create(await ourFraudRequest(), now);
    await expect(us.refunds.cancel(made.id, now)).resolves.toMatchObject({ id: made.id, status: 'CANCELLED', analysisResult: null });
    const theirs = (await them.refunds.listModifiedSince(before, now)).find((request) => request.id === made.id);
    expect(theirs).toMatchObject({ status: 'CANCELLED' });
  });

  it('tells the DICT\'s refusals as DictRefusal, in its words, and nothing changes', async () => {
    const before = aMomentAgo();
    const asked = await ourFraudRequest();
    const made = await us.refunds.create(asked, now);
    const rejection = { result: 'REJECTED' as const, rejectionReason: 'OTHER' as const, details: 'Não reconhecido' };
    // The requester does not close its own request; the contested side does not cancel it.
    await expect(us.refunds.close(made.id, rejection, now)).rejects.toThrow(DictRefusal);
    await expect(us.refunds.close(made.id, rejection, now)).rejects.toThrow(/Forbidden/);
    await expect(them.refunds.cancel(made.id, now)).rejects.toThrow(/Forbidden/);
    // A second request on the transaction while it is open, not the same as ours: refused, not taken for ours.
    await expect(us.refunds.create({ ...asked, amount: 100 }, now)).rejects.toThrow(/RefundAlreadyBeingProcessedForTransaction/);
    // Fraud with no report on the transaction; an unknown request.
    await expect(us.refunds.create({ ...asked, endToEndId: endToEndIdFrom(OURS) }, now)).rejects.toThrow(/RefundInfractionReportNotFound/);
    await expect(us.refunds.cancel('0f0c8d7e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', now)).rejects.toThrow(DictRefusal);

    const onTheTransaction = () => us.refunds.listModifiedSince(before, now).then((all) => all.filter((request) => request.endToEndId === asked.endToEndId));
    expect(await onTheTransaction()).toEqual([expect.objectContaining({ id: made.id, status: 'OPEN', modifiedAt: made.modifiedAt, amount: asked.amount })]);

    // Once closed: neither cancelled, nor closed otherwise, nor asked again.
    const closed = await them.refunds.close(made.id, rejection, now);
    await expect(us.refunds.cancel(made.id, now)).rejects.toThrow(/RefundOperationInvalid/);
    await expect(them.refunds.close(made.id, { ...rejection, rejectionReason: 'NO_BALANCE' }, now)).rejects.toThrow(/RefundOperationInvalid/);
    await expect(us.refunds.create(asked, now)).rejects.toThrow(/RefundAlreadyProcessedForTransaction/);
    expect(await onTheTransaction()).toEqual([expect.objectContaining({ id: made.id, status: 'CLOSED', rejectionReason: 'OTHER', modifiedAt: closed.modifiedAt })]);
  });

  it('answers a creation asked again, the same input, with the same request: after its answer was lost too', async () => {
    const asked = await ourFraudRequest();
    const made = await us.refunds.create(asked, now);
    await expect(us.refunds.create(asked, now)).resolves.toMatchObject({ id: made.id, status: 'OPEN', amount: asked.amount });

    const before = aMomentAgo();
    const lost = await ourFraudRequest({ amount: 2_500 });
    // The DICT makes the request and its answer is lost: the transport asks again, the same request.
    await dict.simulator().tell({ dropNext: 1 });
    const answered = await us.refunds.create(lost, now);
    expect(answered).toMatchObject({ ...lost, status: 'OPEN' });
    const onTheTransaction = (await us.refunds.listModifiedSince(before, now)).filter((request) => request.endToEndId === lost.endToEndId);
    expect(onTheTransaction.map((request) => request.id)).toEqual([answered.id]);
    await expect(us.refunds.create(lost, now)).resolves.toMatchObject({ id: answered.id });
  });

  it('refuses a request that does not follow the document before sending it', async () => {
    const asked = await ourFraudRequest({ details: 'x'.repeat(2_001) });
    await expect(us.refunds.create(asked, now)).rejects.toThrow(/our request does not follow CreateRefundRequest/);
    await expect(us.refunds.close('0f0c8d7e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', { result: 'TOTALLY_ACCEPTED', refundedAmount: 1, returnId: 'not an end-to-end id', details: '' }, now))
      .rejects.toThrow(/our request does not follow CloseRefundRequest/);
  });
});
