import type { Message } from '@wallet/dict-api';
import { badRequest, forbidden, type Answer } from './answers.js';
import type { Query } from './group.js';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 200;

const listOf = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());
export const flagOf = (value: string | string[] | undefined) => (value === undefined ? undefined : String(value) === 'true');
const momentOf = (value: string | string[] | undefined) => (value === undefined ? undefined : Date.parse(String(value)));

/** What the lists of the API (claims, infraction reports) are asked alike: whose, of which statuses, changed when, how many. */
export interface ListQuery { participant: string; statuses: string[]; limit: number; after?: number; before?: number }

/**
 * The query's common part, checked: `Participant` the caller (the simulator has no indirect
 * participants), `Status` among `statuses`, `Limit` from 1 to 200 (20 unless told), the moments dates.
 */
export function readListQuery(query: Query, caller: string, statuses: readonly string[], what: string): ListQuery | { refusal: Answer } {
  const participant = String(query.Participant ?? '');
  if (!/^[0-9]{8}$/.test(participant)) return { refusal: badRequest('Participant, an ISPB, is required', [{ reason: 'Value is not an ISPB', property: 'Participant', value: participant }]) };
  if (participant !== caller) return { refusal: forbidden(`${what} are listed for the participant calling`) };
  const asked = listOf(query.Status);
  const limit = query.Limit === undefined ? DEFAULT_LIMIT : Number(query.Limit);
  const after = momentOf(query.ModifiedAfter);
  const before = momentOf(query.ModifiedBefore);
  if (asked.some((status) => !statuses.includes(status))) return { refusal: badRequest(`Status is one of ${statuses.join(', ')}`) };
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return { refusal: badRequest(`Limit is a whole number from 1 to ${MAX_LIMIT}`) };
  if (Number.isNaN(after) || Number.isNaN(before)) return { refusal: badRequest('ModifiedAfter and ModifiedBefore are date-times') };
  return { participant, statuses: asked, limit, ...(after !== undefined && { after }), ...(before !== undefined && { before }) };
}

/** Whether a thing of `status`, last changed at `lastModified`, is among those the query asks for by status and moment. */
export const asked = (list: ListQuery, status: string, lastModified: string) => (list.statuses.length === 0 || list.statuses.includes(status))
  && (list.after === undefined || Date.parse(lastModified) >= list.after)
  && (list.before === undefined || Date.parse(lastModified) <= list.before);

/**
 * Whether the participant's role is the one asked, of two sides (`a` and `b`: donor and claimer,
 * debited and credited): each flag restricts to (or, false, away from) its side; given the same
 * value, either side will do, as the document says of the claims.
 */
export function hasRole(isA: boolean, isB: boolean, flagA: boolean | undefined, flagB: boolean | undefined): boolean {
  if (flagA === undefined && flagB === undefined) return isA || isB;
  const asA = flagA === undefined || isA === flagA;
  const asB = flagB === undefined || isB === flagB;
  return flagA === flagB ? (isA === flagA || isB === flagB) : asA && asB;
}

/** A record as a list shows it: its `details` fields only when the query asks for them (`IncludeDetails`). */
export function shownWith<Shown extends object>(record: Shown, withDetails: boolean, details: readonly (keyof Shown)[]): Message {
  if (withDetails) return record as unknown as Message;
  const shown: Partial<Shown> = { ...record };
  for (const field of details) delete shown[field];
  return shown as unknown as Message;
}

/** A list's answer of `schema`: at most `Limit` of what was `found`, shown under `field`, and whether there are more. */
export const listAnswer = <Found>(schema: string, field: string, list: ListQuery, found: readonly Found[], show: (record: Found) => Message): Answer => ({
  status: 200, schema, body: { HasMoreElements: found.length > list.limit, [field]: found.slice(0, list.limit).map(show) },
});
