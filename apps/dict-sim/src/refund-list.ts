import { badRequest, type Answer } from './answers.js';
import type { Query } from './group.js';
import { asked, flagOf, listAnswer, readListQuery, shownWith } from './list-query.js';
import type { StoredRefund } from './refund-book.js';

const STATUSES = ['OPEN', 'CLOSED', 'CANCELLED'];
const ROLES = ['REQUESTING', 'CONTESTED'];

/** A refund's details, which a list shows only when `IncludeDetails` asks for them. */
const DETAILS = ['RefundDetails', 'AnalysisDetails'] as const;

/**
 * `listRefund`: the refunds in which the participant calling has the role the query asks
 * (`ParticipantRole`, required: `REQUESTING` or `CONTESTED`), by its other filters, in the order
 * they were last changed, at most `Limit` of them. The simulator has no indirect participants:
 * `Participant` is the caller, and `IncludeIndirectParticipants` adds none.
 */
export function listRefunds(refunds: readonly StoredRefund[], caller: string, query: Query): Answer {
  const list = readListQuery(query, caller, STATUSES, 'Refunds');
  if ('refusal' in list) return list.refusal;
  const role = String(query.ParticipantRole ?? '');
  if (!ROLES.includes(role)) return badRequest(`ParticipantRole, required, is one of ${ROLES.join(', ')}`, [{ reason: 'Not a role', property: 'ParticipantRole', value: role }]);
  const details = flagOf(query.IncludeDetails) === true;
  const found = refunds.filter((refund) => (role === 'REQUESTING' ? refund.RequestingParticipant : refund.ContestedParticipant) === list.participant
    && asked(list, refund.Status, refund.LastModified));
  return listAnswer('ListRefundsResponse', 'Refunds', list, found, (refund) => shownWith(refund, details, DETAILS));
}
