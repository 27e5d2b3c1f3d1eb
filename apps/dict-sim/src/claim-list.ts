import { badRequest, forbidden, type Answer } from './answers.js';
import { shownClaim, type StoredClaim } from './claim.js';
import type { Query } from './group.js';

const STATUSES = ['OPEN', 'WAITING_RESOLUTION', 'CONFIRMED', 'CANCELLED', 'COMPLETED'];
const TYPES = ['OWNERSHIP', 'PORTABILITY'];
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 200;

const listOf = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());
const flagOf = (value: string | string[] | undefined) => (value === undefined ? undefined : String(value) === 'true');
const momentOf = (value: string | string[] | undefined) => (value === undefined ? undefined : Date.parse(String(value)));

/**
 * Whether the participant's role in a claim is the one asked: `IsDonor` and `IsClaimer` each
 * restrict to (or, false, away from) a side; given the same value, either side will do, as the
 * document says.
 */
function hasRole(claim: StoredClaim, participant: string, isDonor: boolean | undefined, isClaimer: boolean | undefined): boolean {
  const donor = claim.DonorParticipant === participant;
  const claimer = claim.ClaimerAccount.Participant === participant;
  if (isDonor === undefined && isClaimer === undefined) return donor || claimer;
  const asDonor = isDonor === undefined || donor === isDonor;
  const asClaimer = isClaimer === undefined || claimer === isClaimer;
  return isDonor === isClaimer ? (donor === isDonor || claimer === isClaimer) : asDonor && asClaimer;
}

/**
 * `listClaims`: the claims the participant calling is a side of, by the filters of the query, in
 * the order they were last changed, at most `Limit` of them. The simulator has no indirect
 * participants: `Participant` is the caller.
 */
export function listClaims(claims: readonly StoredClaim[], caller: string, query: Query): Answer {
  const participant = String(query.Participant ?? '');
  if (!/^[0-9]{8}$/.test(participant)) return badRequest('Participant, an ISPB, is required', [{ reason: 'Value is not an ISPB', property: 'Participant', value: participant }]);
  if (participant !== caller) return forbidden('Claims are listed for the participant calling');
  const statuses = listOf(query.Status);
  const type = query.Type === undefined ? undefined : String(query.Type);
  const limit = query.Limit === undefined ? DEFAULT_LIMIT : Number(query.Limit);
  const after = momentOf(query.ModifiedAfter);
  const before = momentOf(query.ModifiedBefore);
  if (statuses.some((status) => !STATUSES.includes(status))) return badRequest(`Status is one of ${STATUSES.join(', ')}`);
  if (type !== undefined && !TYPES.includes(type)) return badRequest(`Type is one of ${TYPES.join(', ')}`);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return badRequest(`Limit is a whole number from 1 to ${MAX_LIMIT}`);
  if (Number.isNaN(after) || Number.isNaN(before)) return badRequest('ModifiedAfter and ModifiedBefore are date-times');
  const isDonor = flagOf(query.IsDonor);
  const isClaimer = flagOf(query.IsClaimer);
  const found = claims.filter((claim) => hasRole(claim, participant, isDonor, isClaimer)
    && (statuses.length === 0 || statuses.includes(claim.Status))
    && (type === undefined || claim.Type === type)
    && (after === undefined || Date.parse(claim.LastModified) >= after)
    && (before === undefined || Date.parse(claim.LastModified) <= before));
  return { status: 200, schema: 'ListClaimsResponse', body: { HasMoreElements: found.length > limit, Claims: found.slice(0, limit).map(shownClaim) } };
}
