import type { Message } from '@wallet/dict-api';
import type { Answer } from './answers.js';
import type { StoredFundsRecovery } from './funds-recovery.js';
import type { Query } from './group.js';
import { listAnswer, readListQuery } from './list-query.js';

/**
 * `listFundsRecoveries`: the recoveries the participant calling opened, changed strictly after
 * `ModifiedAfter` (so that a participant asking from the last change it saw sees each change once),
 * in the order they were last changed, at most `Limit` of them. The call filters by no status. The
 * simulator has no indirect participants: `Participant` is the caller.
 */
export function listFundsRecoveries(recoveries: readonly StoredFundsRecovery[], caller: string, query: Query): Answer {
  const list = readListQuery(query, caller, [], 'Funds recoveries');
  if ('refusal' in list) return list.refusal;
  const found = recoveries.filter((recovery) => recovery.ReporterParticipant === list.participant
    && (list.after === undefined || Date.parse(recovery.LastModified) > list.after));
  return listAnswer('ListFundsRecoveriesResponse', 'FundsRecoveries', list, found, (recovery) => recovery as unknown as Message);
}
