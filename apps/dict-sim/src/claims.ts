import type { ClaimBook } from './claim-book.js';
import { listClaims } from './claim-list.js';
import { afterPlayedMoves, type Group } from './group.js';

/** An operation's request, as the claim book takes it: the claim of the address, the participant and reason of the body. */
const operationOf = (caller: string, claimId: string, message: Record<string, unknown>) => ({
  caller, claimId, participant: String(message.Participant), reason: message.Reason as string | undefined, requestId: message.RequestId as string | undefined,
});

/** The claims' calls: `/claims/…`, on the claim book (which moves keys' entries in the directory). */
export const claims = (book: ClaimBook): Group<ClaimBook> => (app, call) => {
  const played = afterPlayedMoves(call, (now) => book.advance(now));
  app.post('/claims/', played('createClaim', 'CreateClaimRequest', ({ caller, message, now }) => book.create(caller, message!, now)));
  app.get('/claims/', played('listClaims', null, ({ caller, query }) => listClaims(book.all(), caller, query)));
  app.get('/claims/:ClaimId', played('getClaim', null, ({ caller, params, headers }) => book.get(caller, params.ClaimId!, headers['pi-requestingparticipant'] as string | undefined)));
  app.post('/claims/:ClaimId/acknowledge', played('acknowledgeClaim', 'AcknowledgeClaimRequest', ({ caller, params, message, now }) => book.acknowledge(operationOf(caller, params.ClaimId!, message!), now)));
  app.post('/claims/:ClaimId/confirm', played('confirmClaim', 'ConfirmClaimRequest', ({ caller, params, message, now }) => book.confirm(operationOf(caller, params.ClaimId!, message!), now)));
  app.post('/claims/:ClaimId/cancel', played('cancelClaim', 'CancelClaimRequest', ({ caller, params, message, now }) => book.cancel(operationOf(caller, params.ClaimId!, message!), now)));
  app.post('/claims/:ClaimId/complete', played('completeClaim', 'CompleteClaimRequest', ({ caller, params, message, now }) => book.complete(operationOf(caller, params.ClaimId!, message!), now)));
  return book;
};
