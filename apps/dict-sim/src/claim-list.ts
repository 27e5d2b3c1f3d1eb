import { badRequest, type Answer } from './answers.js';
import { shownClaim, type StoredClaim } from './claim.js';
import type { Query } from './group.js';
import { asked, flagOf, hasRole, readListQuery } from './list-query.js';

const STATUSES = ['OPEN', 'WAITING_RESOLUTION', 'CONFIRMED', 'CANCELLED', 'COMPLETED'];
const TYPES = ['OWNERSHIP', 'PORTABILITY'];

/**
 * `listClaims`: the claims the participant calling is a side of, by the filters of the query
 * (`IsDonor`, `IsClaimer` its role), in the order they were last changed, at most `Limit` of them.
 * The simulator has no indirect participants: `Participant` is the caller.
 */
export function listClaims(claims: readonly StoredClaim[], caller: string, query: Query): Answer {
  const list = readListQuery(query, caller, STATUSES, 'Claims');
  if ('refusal' in list) return list.refusal;
  const type = query.Type === undefined ? undefined : String(query.Type);
  if (type !== undefined && !TYPES.includes(type)) return badRequest(`Type is one of ${TYPES.join(', ')}`);
  const isDonor = flagOf(query.IsDonor);
  const isClaimer = flagOf(query.IsClaimer);
  const found = claims.filter((claim) => hasRole(claim.DonorParticipant === list.participant, claim.ClaimerAccount.Participant === list.participant, isDonor, isClaimer)
    && asked(list, claim.Status, claim.LastModified)
    && (type === undefined || claim.Type === type));
  return { status: 200, schema: 'ListClaimsResponse', body: { HasMoreElements: found.length > list.limit, Claims: found.slice(0, list.limit).map(shownClaim) } };
}
