import { uuidV4From } from '../../uuid-v4.js';
import { after, delay, digest, HOUR, roll } from '../dice.js';
import type { ClaimCancelReason, ClaimConfirmReason, ClaimRequest, ClaimSimulation, DictClaim, DictClaims, HeldKey } from './claims.js';
import { DictRefusal } from './refusal.js';
import { donorOf } from './simulator.js';

const DAY = 24 * HOUR;
/** One key of ours in this many is claimed by another participant. */
const CLAIMED_ONE_IN = 40;
/** The claim arrives up to this long after the key was registered. */
const MAX_ARRIVAL_DAYS = 10;
/** Participants the simulated claimers and donors are at. */
const OTHER_PARTICIPANTS = ['18236120', '60701190', '00360305', '90400888', '60746948'];

type Move = { status: 'WAITING_RESOLUTION' } | { status: 'CONFIRMED'; reason: ClaimConfirmReason } | { status: 'CANCELLED'; reason: ClaimCancelReason; by: 'claimer' | 'donor' } | { status: 'COMPLETED' };
interface Step { at: Date; move: Move }

/** The claim another participant opens on a key of ours, if it opens one. */
export function claimOn(key: HeldKey): DictClaim | null {
  if (key.keyType === 'EVP' || roll(`claim:${key.keyValue}`, CLAIMED_ONE_IN) !== 0) return null;
  const createdAt = after(key.createdAt, delay(`claim-arrival:${key.keyValue}`, 1, MAX_ARRIVAL_DAYS * 24));
  const document = key.keyType === 'CPF' || key.keyType === 'CNPJ';
  // A document key claimed elsewhere is its owner moving it; a phone or e-mail may be someone else's.
  const type = document || roll(`claim-type:${key.keyValue}`, 2) === 0 ? 'PORTABILITY' : 'OWNERSHIP';
  return {
    id: uuidV4From(digest(`claim-id:${key.keyValue}:${key.createdAt.toISOString()}`).toString('hex')), type, keyType: key.keyType, keyValue: key.keyValue,
    claimerIspb: OTHER_PARTICIPANTS[roll(`claimer:${key.keyValue}`, OTHER_PARTICIPANTS.length)]!, donorIspb: '', claimerDocument: type === 'PORTABILITY' ? key.ownerDocument : '',
    status: 'OPEN', confirmReason: null, cancelReason: null, cancelledBy: null, createdAt, modifiedAt: createdAt,
  };
}

/** What the donor of a claim of ours does, by the dice of its key. */
export function donorAnswer(type: DictClaim['type'], keyValue: string): 'confirms' | 'refuses' | 'proves_ownership' | 'lets_lapse' {
  if (type === 'PORTABILITY') return roll(`donor-answer:${keyValue}`, 4) === 0 ? 'refuses' : 'confirms';
  return roll(`holder-proves:${keyValue}`, 4) === 0 ? 'proves_ownership' : 'lets_lapse';
}

/** Whether the claimer of a key of ours withdraws its claim before we answer, by the dice of the key. */
export const claimerWithdraws = (keyValue: string) => roll(`claimer-withdraws:${keyValue}`, 8) === 0;

/**
 * What the other side does with a claim. Donors of our claims acknowledge within an hour, then
 * answer as donorAnswer says: a portability within a day or two, a holder's proof within five
 * days; a holder who lets the period lapse says nothing. Claimers of our keys withdraw one claim
 * in eight (claimerWithdraws), and take a confirmed key at once.
 */
function stepsOf(claim: DictClaim, ourIspb: string): Step[] {
  const id = claim.id;
  const from = (ms: number) => after(claim.createdAt, ms);
  if (claim.claimerIspb === ourIspb) {
    const steps: Step[] = [{ at: from(delay(`ack:${id}`, 0, 1)), move: { status: 'WAITING_RESOLUTION' } }];
    const answer = donorAnswer(claim.type, claim.keyValue);
    if (answer === 'confirms') steps.push({ at: from(delay(`donor-at:${id}`, 1, 24)), move: { status: 'CONFIRMED', reason: 'USER_REQUESTED' } });
    if (answer === 'refuses') steps.push({ at: from(delay(`donor-at:${id}`, 2, 48)), move: { status: 'CANCELLED', reason: 'DONOR_REQUEST', by: 'donor' } });
    if (answer === 'proves_ownership') steps.push({ at: from(delay(`holder-at:${id}`, 2, 120)), move: { status: 'CANCELLED', reason: 'DONOR_REQUEST', by: 'donor' } });
    return steps;
  }
  // A second after the donor confirms: the next pull sees the key taken.
  if (claim.status === 'CONFIRMED') return [{ at: after(claim.modifiedAt, 1_000), move: { status: 'COMPLETED' } }];
  if (claimerWithdraws(claim.keyValue)) return [{ at: from(delay(`withdraw-at:${id}`, 2, 96)), move: { status: 'CANCELLED', reason: 'CLAIMER_REQUEST', by: 'claimer' } }];
  return [];
}

const withMove = (claim: DictClaim, { at, move }: Step): DictClaim => ({
  ...claim, status: move.status, modifiedAt: at,
  ...(move.status === 'CONFIRMED' ? { confirmReason: move.reason } : {}),
  ...(move.status === 'CANCELLED' ? { cancelReason: move.reason, cancelledBy: move.by } : {}),
});

const LIVE = new Set(['OPEN', 'WAITING_RESOLUTION', 'CONFIRMED']);

/**
 * A DICT for claims that is deterministic: other participants claim one key of ours in
 * CLAIMED_ONE_IN (claimOn) and answer ours by the dice (stepsOf). It is told what the real DICT
 * would know: the claims we hold and our keys.
 */
export class SimulatedDictClaims implements DictClaims {
  private readonly claims = new Map<string, DictClaim>();
  private readonly keys = new Map<string, HeldKey>();
  readonly simulation: ClaimSimulation;

  constructor(private readonly ourIspb: string) {
    this.simulation = { lookbackMs: MAX_ARRIVAL_DAYS * DAY, tell: (knowledge) => this.tell(knowledge) };
  }

  private tell({ claims = [], keys = [] }: { claims?: readonly DictClaim[]; keys?: readonly HeldKey[] }): void {
    for (const claim of claims) this.remember(claim);
    for (const key of keys) this.keys.set(key.keyValue, key);
  }

  private remember(claim: DictClaim): DictClaim {
    const held = this.claims.get(claim.id);
    if (!held || held.modifiedAt <= claim.modifiedAt) this.claims.set(claim.id, claim);
    return this.claims.get(claim.id)!;
  }

  private held(id: string): DictClaim {
    const claim = this.claims.get(id);
    if (!claim) throw new DictRefusal(`No claim ${id}`);
    return claim;
  }

  private move(id: string, allowed: readonly string[], change: Partial<DictClaim>, now: Date): Promise<DictClaim> {
    const claim = this.held(id);
    if (!allowed.includes(claim.status)) throw new DictRefusal(`Claim ${id} is ${claim.status}`);
    return Promise.resolve(this.remember({ ...claim, ...change, modifiedAt: now }));
  }

  open({ claimerAccount: _account, claimerName: _name, ...input }: ClaimRequest, now: Date): Promise<DictClaim> {
    const id = uuidV4From(digest(`our-claim:${input.keyValue}:${now.toISOString()}`).toString('hex'));
    return Promise.resolve(this.remember({ ...input, donorIspb: donorOf(input.keyValue), id, status: 'OPEN', confirmReason: null, cancelReason: null, cancelledBy: null, createdAt: now, modifiedAt: now }));
  }

  acknowledge(id: string, now: Date) {
    return this.move(id, ['OPEN'], { status: 'WAITING_RESOLUTION' }, now);
  }

  confirm(id: string, reason: ClaimConfirmReason, now: Date) {
    return this.move(id, ['OPEN', 'WAITING_RESOLUTION'], { status: 'CONFIRMED', confirmReason: reason }, now);
  }

  cancel(id: string, reason: ClaimCancelReason, now: Date) {
    const by = this.held(id).claimerIspb === this.ourIspb ? 'claimer' : 'donor';
    return this.move(id, [...LIVE], { status: 'CANCELLED', cancelReason: reason, cancelledBy: by }, now);
  }

  complete(id: string, now: Date) {
    return this.move(id, ['CONFIRMED'], { status: 'COMPLETED' }, now);
  }

  listModifiedSince(since: Date, now: Date): Promise<DictClaim[]> {
    // Computed when asked: a claim that arrived or moved since the last question is news, however long ago it happened.
    const news = new Set<string>();
    for (const key of this.keys.values()) {
      const claim = claimOn(key);
      if (claim && claim.createdAt <= now && !this.claims.has(claim.id)) {
        this.remember({ ...claim, donorIspb: this.ourIspb });
        news.add(claim.id);
      }
    }
    const changed: DictClaim[] = [];
    for (const claim of this.claims.values()) {
      let latest = claim;
      if (LIVE.has(claim.status)) {
        for (const step of stepsOf(claim, this.ourIspb)) if (step.at > latest.modifiedAt && step.at <= now) latest = this.remember(withMove(latest, step));
      }
      if (latest !== claim) news.add(claim.id);
      if ((latest.modifiedAt > since || news.has(claim.id)) && latest.modifiedAt <= now) changed.push(latest);
    }
    return Promise.resolve(changed.sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime()));
  }
}
