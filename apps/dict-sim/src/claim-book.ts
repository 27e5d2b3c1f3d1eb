import { randomUUID } from 'node:crypto';
import type { Message } from '@wallet/dict-api';
import { badRequest, forbidden, notFound, problem, type Answer } from './answers.js';
import { claimProblem, LIVE, shownClaim, type NewClaim, type StoredClaim } from './claim.js';
import { invalidClaim, refusalForHolder } from './claim-opening.js';
import { CANCEL_REASONS, CONFIRM_REASONS, POSSESSION_VALIDATION_MS, RESOLUTION_PERIOD_MS, type Side } from './claim-rules.js';
import { PLAYED, plays, type Directory, type StoredEntry } from './directory.js';
import type { SimulatorEvent } from './group.js';
import type { Journal } from '@wallet/journal';
import { JournaledRecords } from './journaled-records.js';
import { claimOnEntry, withdrawal } from './played-claimers.js';
import { donorMoves } from './played-donors.js';


const operationInvalid = (claim: StoredClaim, operation: string) => claimProblem('ClaimOperationInvalid', 'Claim operation is invalid', `A ${claim.Status} claim cannot be ${operation}`);
const invalidReason = (reason: string, operation: string) => problem(400, 'InvalidReason', 'Invalid reason', `${reason} is not a reason to ${operation} this claim`);
const passed = (moment: string | undefined, now: Date) => moment === undefined || Date.parse(moment) <= now.getTime();

/** What is asked of a claim's operation: who asks, of which claim, as which participant (the body's), for which reason. */
export interface ClaimOperation { caller: string; claimId: string; participant: string; reason?: string; requestId?: string }

/**
 * The DICT's claims, by id, and the rules of the API's document for each operation. The claimer
 * opens a claim for a key another entry holds; the donor (the entry's participant) receives it,
 * then confirms it (its entry leaves the DICT) or either side cancels it; the claimer completes a
 * confirmed claim, and the key's entry is then the claimer's. State is rebuilt from the journal.
 */
export class ClaimBook {
  private readonly claims: JournaledRecords<StoredClaim>;

  constructor(journal: Journal<SimulatorEvent>, private readonly directory: Directory) {
    this.claims = new JournaledRecords(journal, 'claim_changed', 'claim');
    directory.lockByClaims((key) => this.liveClaimOf(key)?.openedAt);
  }

  /** The claim of a key neither completed nor cancelled, if there is one: a key has one at most. */
  private liveClaimOf(key: string): StoredClaim | undefined {
    return this.claims.values().find((claim) => claim.Key === key && LIVE.has(claim.Status));
  }

  /**
   * Plays the donors the simulator plays (`played-donors.ts`): each of their moves due by `now`,
   * made at its own moment through the rules a donor's request meets. A move the claim has gone
   * past (its claimer cancelled it first) is refused by those rules, and left.
   */
  advance(now: Date): void {
    this.openPlayedClaims(now);
    for (const claim of this.claims.values()) {
      if (!LIVE.has(claim.Status)) continue;
      if (plays(claim.DonorParticipant)) this.playDonor(claim, now);
      if (plays(claim.ClaimerAccount.Participant)) this.playClaimer(claim, now);
    }
  }

  /** The claims the played participants open on the other participants' keys, once their moment has come. */
  private openPlayedClaims(now: Date) {
    for (const entry of [...this.directory.everyEntry()]) {
      if (plays(entry.Account.Participant)) continue;
      const opening = claimOnEntry(entry, PLAYED);
      // An entry told as held already had its past before the simulator: they claim it from then on.
      if (!opening || opening.at > now || (entry.toldAt !== undefined && opening.at.toISOString() < entry.toldAt)) continue;
      const already = this.claims.values().some((claim) => claim.Key === entry.Key && claim.openedAt >= entry.CreationDate);
      if (!already) this.create(opening.claimer, { Claim: opening.claim }, opening.at);
    }
  }

  private playDonor(claim: StoredClaim, now: Date) {
    const donor = claim.DonorParticipant;
    for (const move of donorMoves(claim)) {
      if (move.at > now) break;
      this[move.operation]({ caller: donor, claimId: claim.Id, participant: donor, ...(move.reason && { reason: move.reason }) }, this.claims.momentFor(claim.Id, move.at));
    }
  }

  /** A played claimer withdraws one claim in eight, and takes a confirmed key a second after its confirmation. */
  private playClaimer(claim: StoredClaim, now: Date) {
    const claimer = claim.ClaimerAccount.Participant;
    const withdrawn = withdrawal(claim);
    if (withdrawn && withdrawn <= now) this.cancel({ caller: claimer, claimId: claim.Id, participant: claimer, reason: 'USER_REQUESTED' }, this.claims.momentFor(claim.Id, withdrawn));
    const current = this.claims.get(claim.Id)!;
    const takesAt = new Date(Date.parse(current.LastModified) + 1_000);
    if (current.Status === 'CONFIRMED' && takesAt <= now) this.complete({ caller: claimer, claimId: claim.Id, participant: claimer, requestId: randomUUID() }, takesAt);
  }

  /** A claim the DICT holds already (`holdings.ts`), kept as told; not when the DICT has it, or another live one of its key. */
  hold(claim: StoredClaim): boolean {
    if (this.claims.get(claim.Id) || this.liveClaimOf(claim.Key)) return false;
    this.record(claim);
    return true;
  }

  /** Every claim, in the order they were last changed (as `listClaims` lists them). */
  all(): StoredClaim[] {
    return this.claims.byLastChange();
  }

  private record(claim: StoredClaim): StoredClaim {
    return this.claims.record(claim);
  }

  /** `createClaim`. */
  create(caller: string, request: Message, now: Date): Answer {
    const asked = request.Claim as NewClaim;
    const invalid = invalidClaim(asked, caller);
    if (invalid) return invalid;
    const entry = this.directory.holding(asked.Key, { KeyType: asked.KeyType, Owner: asked.Claimer }, now);
    const refused = refusalForHolder(asked, entry, caller);
    if (refused) return refused;
    if (this.liveClaimOf(asked.Key)) {
      return claimProblem('ClaimAlreadyExistsForKey', 'Claim already exists for key', 'The key has a claim neither completed nor cancelled');
    }
    const at = now.toISOString();
    const resolutionEnd = new Date(now.getTime() + RESOLUTION_PERIOD_MS).toISOString();
    const claim: StoredClaim = {
      ...asked, DonorParticipant: entry!.Account.Participant, Id: randomUUID(), Status: 'OPEN',
      ResolutionPeriodEnd: resolutionEnd, ...(asked.Type === 'OWNERSHIP' && { CompletionPeriodEnd: resolutionEnd }), LastModified: at, openedAt: at,
    };
    return { status: 201, schema: 'CreateClaimResponse', body: { Claim: shownClaim(this.record(claim)) } };
  }

  /**
   * The claim an operation is about, once its participant (the body's) is the caller and the
   * caller is one of `sides`; otherwise the refusal.
   */
  private claimFor(operation: ClaimOperation, sides: readonly Side[]): { claim: StoredClaim; sides: Side[] } | { refusal: Answer } {
    const claim = this.claims.get(operation.claimId);
    if (!claim) return { refusal: notFound('No claim has this id') };
    if (operation.participant !== operation.caller) return { refusal: forbidden('The request names another participant than the one calling') };
    const callerSides = sides.filter((side) => (side === 'DONOR' ? claim.DonorParticipant : claim.ClaimerAccount.Participant) === operation.caller);
    if (callerSides.length === 0) return { refusal: forbidden(`Only the claim's ${sides.join(' or ').toLowerCase()} may do this`) };
    return { claim, sides: callerSides };
  }

  private answer(claim: StoredClaim, schema: string): Answer {
    return { status: 200, schema, body: { Claim: shownClaim(claim) } };
  }

  /** `getClaim`: for either side of the claim, which names itself as the requesting participant. */
  get(caller: string, claimId: string, requestingParticipant: string | undefined): Answer {
    if (requestingParticipant !== caller) return badRequest('PI-RequestingParticipant is the participant calling');
    const found = this.claimFor({ caller, claimId, participant: caller }, ['DONOR', 'CLAIMER']);
    return 'refusal' in found ? found.refusal : this.answer(found.claim, 'GetClaimResponse');
  }

  /** `acknowledgeClaim`: the donor has received an open claim; a repeat while it waits answers the same. */
  acknowledge(operation: ClaimOperation, now: Date): Answer {
    const found = this.claimFor(operation, ['DONOR']);
    if ('refusal' in found) return found.refusal;
    const { claim } = found;
    if (claim.Status === 'WAITING_RESOLUTION') return this.answer(claim, 'AcknowledgeClaimResponse');
    if (claim.Status !== 'OPEN') return operationInvalid(claim, 'acknowledged');
    return this.answer(this.record({ ...claim, Status: 'WAITING_RESOLUTION', LastModified: now.toISOString() }), 'AcknowledgeClaimResponse');
  }

  /**
   * `confirmClaim`: the donor gives the key up, and its entry leaves the DICT. An ownership claim is
   * confirmed by default only once its resolution period has ended; at the donor's user's request
   * at once, and then its completion period ends at once too.
   */
  confirm(operation: ClaimOperation, now: Date): Answer {
    const found = this.claimFor(operation, ['DONOR']);
    if ('refusal' in found) return found.refusal;
    const { claim } = found;
    const reason = operation.reason!;
    if (claim.Status === 'CONFIRMED' && claim.ConfirmReason === reason) return this.answer(claim, 'ConfirmClaimResponse');
    if (claim.Status !== 'WAITING_RESOLUTION') return operationInvalid(claim, 'confirmed');
    if (!CONFIRM_REASONS[claim.Type].includes(reason)) return invalidReason(reason, 'confirm');
    if (claim.Type === 'OWNERSHIP' && reason === 'DEFAULT_OPERATION' && !passed(claim.ResolutionPeriodEnd, now)) {
      return claimProblem('ClaimResolutionPeriodNotEnded', 'Claim resolution period not ended', `The donor confirms by default from ${claim.ResolutionPeriodEnd}`);
    }
    const at = now.toISOString();
    const completionEnd = claim.Type === 'OWNERSHIP' && reason === 'USER_REQUESTED' ? { CompletionPeriodEnd: at } : {};
    this.directory.release(claim.Key, now);
    return this.answer(this.record({ ...claim, ...completionEnd, Status: 'CONFIRMED', ConfirmReason: reason, LastModified: at }), 'ConfirmClaimResponse');
  }

  /** `cancelClaim`: by either side, for the reasons its side may give, once the claim has been received. */
  cancel(operation: ClaimOperation, now: Date): Answer {
    const found = this.claimFor(operation, ['DONOR', 'CLAIMER']);
    if ('refusal' in found) return found.refusal;
    const { claim } = found;
    const reason = operation.reason!;
    const side = found.sides.find((candidate) => CANCEL_REASONS[claim.Type][candidate].includes(reason));
    if (claim.Status === 'CANCELLED' && claim.CancelReason === reason && claim.CancelledBy === side) return this.answer(claim, 'CancelClaimResponse');
    if (claim.Status !== 'WAITING_RESOLUTION' && claim.Status !== 'CONFIRMED') return operationInvalid(claim, 'cancelled');
    if (!side) {
      const anySide = Object.values(CANCEL_REASONS[claim.Type]).some((reasons) => reasons.includes(reason));
      return anySide ? forbidden(`The claim's ${found.sides.join(' or ').toLowerCase()} may not cancel it for ${reason}`) : invalidReason(reason, 'cancel');
    }
    const late = this.defaultCancelTooEarly(claim, side, reason, now);
    if (late) return late;
    return this.answer(this.record({ ...claim, Status: 'CANCELLED', CancelReason: reason, CancelledBy: side, LastModified: now.toISOString() }), 'CancelClaimResponse');
  }

  /** A cancel by default waits for its period: a portability's resolution period (the donor's), an ownership claim's validation of the claimer's possession. */
  private defaultCancelTooEarly(claim: StoredClaim, side: Side, reason: string, now: Date): Answer | null {
    if (reason !== 'DEFAULT_OPERATION') return null;
    if (claim.Type === 'PORTABILITY' && side === 'DONOR' && !passed(claim.ResolutionPeriodEnd, now)) {
      return claimProblem('ClaimResolutionPeriodNotEnded', 'Claim resolution period not ended', `The donor cancels by default from ${claim.ResolutionPeriodEnd}`);
    }
    const validationEnd = new Date(Date.parse(claim.openedAt) + POSSESSION_VALIDATION_MS).toISOString();
    if (claim.Type === 'OWNERSHIP' && side === 'CLAIMER' && !passed(validationEnd, now)) {
      return claimProblem('ClaimOperationInvalid', 'Claim operation is invalid', `The claimer cancels by default once its user's possession of the key is past validating, from ${validationEnd}`);
    }
    return null;
  }

  /**
   * `completeClaim`: the claimer of a confirmed claim takes the key, and the DICT makes its entry,
   * for the claimer's account and owner; an ownership claim not before its completion period ends.
   * A repeat of the completing request answers the same, as `createEntry`'s.
   */
  complete(operation: ClaimOperation, now: Date): Answer {
    const found = this.claimFor(operation, ['CLAIMER']);
    if ('refusal' in found) return found.refusal;
    const { claim } = found;
    const requestId = operation.requestId!;
    if (claim.Status === 'COMPLETED' && claim.completedBy === requestId) return this.completed(claim, this.directory.entry(claim.Key));
    if (claim.Status === 'COMPLETED') return problem(400, 'RequestIdAlreadyUsed', 'Request id already used', 'The claim was completed by another request');
    if (claim.Status !== 'CONFIRMED') return operationInvalid(claim, 'completed');
    if (claim.Type === 'OWNERSHIP' && !passed(claim.CompletionPeriodEnd, now)) {
      return claimProblem('ClaimCompletionPeriodNotEnded', 'Claim completion period not ended', `The claimer completes from ${claim.CompletionPeriodEnd}`);
    }
    if (this.directory.entry(claim.Key)) return claimProblem('ClaimResultingEntryAlreadyExists', 'Resulting entry already exists', 'The key has an entry again');
    const entry = this.directory.grant({ Key: claim.Key, KeyType: claim.KeyType, Account: claim.ClaimerAccount, Owner: claim.Claimer }, requestId, now);
    return this.completed(this.record({ ...claim, Status: 'COMPLETED', completedBy: requestId, LastModified: now.toISOString() }), entry);
  }

  private completed(claim: StoredClaim, entry: StoredEntry | undefined): Answer {
    // The entry it made may have been deleted since: the claim's completion is then the moment.
    const since = entry?.requestId === claim.completedBy ? entry! : { CreationDate: claim.LastModified, KeyOwnershipDate: claim.LastModified };
    return { status: 200, schema: 'CompleteClaimResponse', body: { Claim: shownClaim(claim), EntryCreationDate: since.CreationDate, KeyOwnershipDate: since.KeyOwnershipDate } };
  }
}
