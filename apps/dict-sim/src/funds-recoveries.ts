import type { Message } from '@wallet/dict-api';
import { badRequest } from './answers.js';
import type { FundsRecoveryBook } from './funds-recovery-book.js';
import { listFundsRecoveries } from './funds-recovery-list.js';
import { afterPlayedMoves, type Group } from './group.js';

/** A cancellation's request, as the book takes it: the recovery of the address, the participant of the body. */
const operationOf = (caller: string, recoveryId: string, message: Message) => ({ caller, recoveryId, participant: String(message.Participant) });
/** A refusal of an operation whose body names another recovery than its address, or null. */
const otherRecovery = (recoveryId: string, message: Message) => (String(message.FundsRecoveryId) === recoveryId ? null : badRequest('The body names another funds recovery than the address', [{ reason: 'Not the funds recovery of the address', property: 'FundsRecoveryId', value: String(message.FundsRecoveryId) }]));

/**
 * The funds recoveries' calls (MED 2.0): `/funds-recoveries/…`, on the trades told, with the DICT's
 * work on them and the played institutions' answers made first.
 */
export const fundsRecoveries = (book: FundsRecoveryBook): Group<FundsRecoveryBook> => (app, call) => {
  const played = afterPlayedMoves(call, (now) => book.advance(now));
  app.post('/funds-recoveries/', played('createFundsRecovery', 'CreateFundsRecoveryRequest', ({ caller, message, now }) => book.create(caller, message!, now)));
  app.get('/funds-recoveries/', played('listFundsRecoveries', null, ({ caller, query }) => listFundsRecoveries(book.all(), caller, query)));
  app.get('/funds-recoveries/:FundsRecoveryId', played('getFundsRecovery', null, ({ caller, params, headers }) => book.get(caller, params.FundsRecoveryId!, headers['pi-requestingparticipant'] as string | undefined)));
  app.post('/funds-recoveries/:FundsRecoveryId/cancel', played('cancelFundsRecovery', 'CancelFundsRecoveryRequest', ({ caller, params, message, now }) => otherRecovery(params.FundsRecoveryId!, message!) ?? book.cancel(operationOf(caller, params.FundsRecoveryId!, message!), now)));
  return book;
};
