import type { Message } from '@wallet/dict-api';
import { badRequest } from './answers.js';
import { afterPlayedMoves, type Group } from './group.js';
import type { InfractionBook } from './infraction-book.js';
import type { RefundAnalysis } from './played-refunds.js';
import { RefundBook } from './refund-book.js';
import { listRefunds } from './refund-list.js';

/** An operation's request, as the book takes it: the refund of the address, the participant of the body. */
const operationOf = (caller: string, refundId: string, message: Message) => ({ caller, refundId, participant: String(message.Participant) });
/** A refusal of an operation whose body names another refund than its address, or null. */
const otherRefund = (refundId: string, message: Message) => (String(message.RefundId) === refundId ? null : badRequest('The body names another refund than the address', [{ reason: 'Not the refund of the address', property: 'RefundId', value: String(message.RefundId) }]));
const analysisOf = (message: Message): RefundAnalysis => ({
  RefundAnalysisResult: message.RefundAnalysisResult as RefundAnalysis['RefundAnalysisResult'],
  ...(message.RefundAnalysisDetails !== undefined && { RefundAnalysisDetails: String(message.RefundAnalysisDetails) }),
  ...(message.RefundRejectionReason !== undefined && { RefundRejectionReason: message.RefundRejectionReason as RefundAnalysis['RefundRejectionReason'] }),
  ...(message.RefundTransactionId !== undefined && { RefundTransactionId: String(message.RefundTransactionId) }),
});

/**
 * The refunds' calls: `/refunds/…`, on transactions the simulator takes as settled; a refund for
 * fraud follows one of `infractions`' reports, whose played moves are made first too.
 */
export const refunds = (infractions: InfractionBook): Group<RefundBook> => (app, call, { journal }) => {
  const book = new RefundBook(journal, () => infractions.all());
  const played = afterPlayedMoves(call, (now) => {
    infractions.advance(now);
    book.advance(now);
  });
  app.post('/refunds/', played('createRefund', 'CreateRefundRequest', ({ caller, message, now }) => book.create(caller, message!, now)));
  app.get('/refunds/', played('listRefund', null, ({ caller, query }) => listRefunds(book.all(), caller, query)));
  app.get('/refunds/:RefundId', played('getRefund', null, ({ caller, params, headers }) => book.get(caller, params.RefundId!, headers['pi-requestingparticipant'] as string | undefined)));
  app.post('/refunds/:RefundId/cancel', played('cancelRefund', 'CancelRefundRequest', ({ caller, params, message, now }) => otherRefund(params.RefundId!, message!) ?? book.cancel(operationOf(caller, params.RefundId!, message!), now)));
  app.post('/refunds/:RefundId/close', played('closeRefund', 'CloseRefundRequest', ({ caller, params, message, now }) => otherRefund(params.RefundId!, message!) ?? book.close(operationOf(caller, params.RefundId!, message!), analysisOf(message!), now)));
  return book;
};
