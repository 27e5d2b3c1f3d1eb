import { createHash } from 'node:crypto';
import { schemaProblems, type Message } from '@wallet/dict-api';
import type { ClaimBook } from './claim-book.js';
import { LIVE, type StoredClaim } from './claim.js';
import { RESOLUTION_PERIOD_MS } from './claim-rules.js';
import { plays, type Directory, type StoredEntry } from './directory.js';
import type { InfractionBook, StoredInfractionReport } from './infraction-book.js';

// What a participant tells the simulator the DICT holds of its already, as the DICT would know it
// from the participant's past: its keys' entries and the claims it is a side of. A DICT the
// participant has used since before the simulator started (the product's demo, whose history is
// made before it runs) starts from there. Not a call of the API: the simulator's own door.

/** The most a body tells: the entries, claims and reports of one institution's demo, with room to spare. */
const MOST_HOLDINGS = 100_000;
/** The largest body told: about 600 bytes an entry. */
export const HOLDINGS_BODY_BYTES = 64 * 1024 * 1024;

export interface HoldingsAnswer { status: number; body: Record<string, unknown> }

/** A request id named by what it made, so that telling the same entry twice names the same. */
const requestIdOf = (entry: Message & { Key: string }) => {
  const hex = createHash('sha256').update(`held:${entry.Key}:${JSON.stringify(entry.Account)}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const refused = (status: number, error: string): HoldingsAnswer => ({ status, body: { error } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the schema finds wrong with a told record; an entry may name the request that made it (`RequestId`), which keys its CID. */
function problemsOf(schema: string, item: Message): string[] {
  const { RequestId: requestId, ...record } = item;
  if (schema === 'ExtendedEntry' && requestId !== undefined && !(typeof requestId === 'string' && UUID.test(requestId))) return ['/RequestId is not a UUID'];
  return schemaProblems(schema, schema === 'ExtendedEntry' ? record : item);
}

interface Holdings { entries: Omit<StoredEntry, 'cid'>[]; claims: StoredClaim[]; infractionReports: StoredInfractionReport[] }

/** The entries, claims and reports of a body, once each is what the API's schemas call an `ExtendedEntry`, an `ExtendedClaim` and an `ExtendedInfractionReport`. */
function readHoldings(body: unknown): Holdings | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'holdings: { "entries": [ExtendedEntry…], "claims": [ExtendedClaim…], "infractionReports": [ExtendedInfractionReport…] }';
  const { entries = [], claims = [], infractionReports = [] } = body as { entries?: unknown; claims?: unknown; infractionReports?: unknown };
  if (!Array.isArray(entries) || !Array.isArray(claims) || !Array.isArray(infractionReports)) return 'holdings: entries, claims and infractionReports are lists';
  if (entries.length + claims.length + infractionReports.length > MOST_HOLDINGS) return `holdings: at most ${MOST_HOLDINGS} entries, claims and reports`;
  for (const [list, schema] of [[entries, 'ExtendedEntry'], [claims, 'ExtendedClaim'], [infractionReports, 'ExtendedInfractionReport']] as const) {
    for (const [index, item] of list.entries()) {
      const problems = typeof item === 'object' && item !== null && !Array.isArray(item) ? problemsOf(schema, item as Message) : ['is not an object'];
      if (problems.length > 0) return `holdings: ${schema} ${index} (${JSON.stringify(item).slice(0, 400)}): ${problems.slice(0, 3).join('; ')}`;
    }
  }
  const held = (entries as (Omit<StoredEntry, 'requestId' | 'cid'> & { RequestId?: string })[]).map(({ RequestId, ...entry }) => ({ ...entry, requestId: RequestId ?? requestIdOf(entry) }));
  const told = (claims as Omit<StoredClaim, 'openedAt'>[]).map((claim) => ({ ...claim, openedAt: new Date(Date.parse(claim.ResolutionPeriodEnd) - RESOLUTION_PERIOD_MS).toISOString() }));
  return { entries: held, claims: told, infractionReports: infractionReports as StoredInfractionReport[] };
}

/** The DICT's records a participant's holdings go into. */
export interface HeldRecords { directory: Directory; claims: ClaimBook; infractions: InfractionBook }

/**
 * Takes what `caller` says the DICT holds of its: entries of its own accounts, claims it is a side
 * of (and, for a live claim of its on a key of a participant the simulator plays, the donor's entry
 * the claim is against). What the DICT has already is left as it is; a body with anything wrong
 * changes nothing.
 */
export function takeHoldings(caller: string, body: unknown, { directory, claims: book, infractions }: HeldRecords, now: Date): HoldingsAnswer {
  const read = readHoldings(body);
  if (typeof read === 'string') return refused(400, read);
  if (read.entries.some((entry) => entry.Account.Participant !== caller)) return refused(403, 'holdings: an entry told is of an account of the participant telling');
  const isSide = (claim: StoredClaim) => claim.DonorParticipant === caller || claim.ClaimerAccount.Participant === caller;
  if (!read.claims.every(isSide)) return refused(403, 'holdings: a claim told is one the participant telling is a side of');
  const isReportSide = (report: StoredInfractionReport) => report.DebitedParticipant === caller || report.CreditedParticipant === caller;
  if (!read.infractionReports.every(isReportSide)) return refused(403, 'holdings: an infraction report told is one the participant telling is a side of');
  let entries = 0;
  for (const entry of read.entries) {
    if (directory.entry(entry.Key)) continue;
    directory.held({ ...entry, toldAt: now.toISOString() });
    entries += 1;
  }
  let claims = 0;
  for (const claim of read.claims) {
    const donorHolds = LIVE.has(claim.Status) && claim.Status !== 'CONFIRMED' && plays(claim.DonorParticipant) && !directory.entry(claim.Key);
    if (!book.hold(claim)) continue;
    if (donorHolds) directory.heldBy(claim.DonorParticipant, claim.Key, { KeyType: claim.KeyType, Owner: claim.Claimer }, new Date(Date.parse(claim.openedAt) - 400 * 86_400_000));
    claims += 1;
  }
  const infractionReports = read.infractionReports.filter((report) => infractions.hold(report, caller)).length;
  return { status: 200, body: { entries, claims, infractionReports } };
}
