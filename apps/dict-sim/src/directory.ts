import { createHash, randomUUID } from 'node:crypto';
import { contentIdentifier, keyTypeOf, type Message } from '@wallet/dict-api';
import { forbidden, notFound, problem, type Answer } from './answers.js';
import type { SimulatorEvent } from './group.js';
import type { Journal } from '@wallet/journal';

/** An entry as the DICT keeps it: the entry of the API's schemas, with its dates, its creating request and its CID. */
export interface StoredEntry {
  Key: string;
  KeyType: string;
  Account: Message & { Participant: string; Branch?: string; AccountNumber: string; AccountType: string };
  Owner: Message & { Type: string; TaxIdNumber: string; Name: string; TradeName?: string };
  CreationDate: string;
  KeyOwnershipDate: string;
  requestId: string;
  cid: string;
  /** When a participant told the simulator the DICT held it already (`holdings.ts`), for an entry made before the simulator knew it. */
  toldAt?: string;
}

/** A change of the directory, as the journal keeps it (and the reconciliation reads it). */
export type DirectoryEvent =
  | { kind: 'entry_created'; entry: StoredEntry }
  | { kind: 'entry_updated'; entry: StoredEntry; at: string }
  | { kind: 'entry_deleted'; key: string; reason: string; at: string };

const DIRECTORY_EVENTS: ReadonlySet<string> = new Set(['entry_created', 'entry_updated', 'entry_deleted']);
export const isDirectoryEvent = (event: SimulatorEvent): event is DirectoryEvent => DIRECTORY_EVENTS.has(event.kind);

/** Keys an account may hold (the DICT's limit): 5 for a person's, 20 for a company's. */
const KEYS_PER_ACCOUNT = { NATURAL_PERSON: 5, LEGAL_PERSON: 20 } as const;
const CREATE_REASONS = ['USER_REQUESTED', 'RECONCILIATION'];
const UPDATE_REASONS = ['USER_REQUESTED', 'BRANCH_TRANSFER', 'RECONCILIATION'];
const DELETE_REASONS = ['USER_REQUESTED', 'ACCOUNT_CLOSURE', 'RECONCILIATION', 'FRAUD'];

/**
 * The other participants the simulator plays: about one key in ten a participant registers is
 * found already held at one of them, by the key's hash, for the same owner (a CPF or CNPJ key is
 * its owner's document: a portability) or for someone else (an e-mail or phone: an ownership claim).
 */
const OTHER_PARTICIPANTS = ['60701190', '18236120', '00000000', '60746948'];
/** Whether the simulator plays this participant (it holds the keys found held elsewhere). */
export const plays = (participant: string) => OTHER_PARTICIPANTS.includes(participant);
/** The participants the simulator plays, who claim other participants' keys too. */
export const PLAYED: readonly string[] = OTHER_PARTICIPANTS;
const hashByte = (text: string) => createHash('sha256').update(text).digest()[0]!;
export const heldElsewhere = (key: string, keyType: string) => keyType !== 'EVP' && hashByte(key) % 10 === 0;

/** A person's document is a CPF (11 digits), a company's a CNPJ (14). */
export const ownerTypeOf = (taxIdNumber: string) => (taxIdNumber.length === 14 ? 'LEGAL_PERSON' : 'NATURAL_PERSON');
const sameOwner = (a: StoredEntry['Owner'], b: StoredEntry['Owner']) => a.TaxIdNumber === b.TaxIdNumber;
const cidOf = (entry: Omit<StoredEntry, 'cid'>) => contentIdentifier({
  keyType: entry.KeyType, key: entry.Key, ownerTaxIdNumber: entry.Owner.TaxIdNumber, ownerName: entry.Owner.Name, ownerTradeName: entry.Owner.TradeName,
  participant: entry.Account.Participant, branch: entry.Account.Branch, accountNumber: entry.Account.AccountNumber, accountType: entry.Account.AccountType,
}, entry.requestId);

/** The entry as the API's answers show it (an `ExtendedEntry`): without the simulator's own fields. */
const shownEntry = ({ requestId: _requestId, cid: _cid, toldAt: _toldAt, ...entry }: StoredEntry): Message => entry;

const invalid = (reason: string, property: string, value?: string) => problem(400, 'EntryInvalid', 'Entry is invalid', 'Entry has invalid fields', [{ reason, property, ...(value !== undefined && { value }) }]);

/**
 * The DICT's entries, by key, and what creates, changes and removes them, with the rules the API's
 * document states for each call. State is rebuilt from the journal at start.
 */
export class Directory {
  private readonly entries = new Map<string, StoredEntry>();
  /** Each creating request's entry, for a repeated request (`RequestId`). */
  private readonly created = new Map<string, StoredEntry>();

  constructor(private readonly journal: Journal<SimulatorEvent>) {
    for (const event of journal.events) if (isDirectoryEvent(event)) this.apply(event);
  }

  /** When the claim a key's entry waits on was opened, if it waits on one (the claims tell): such an entry is not deleted. */
  private claimOpenedAt: (key: string) => string | undefined = () => undefined;

  /** How to tell a key waits on a claim: the claims' group says so, once it is made. */
  lockByClaims(claimOpenedAt: (key: string) => string | undefined): void {
    this.claimOpenedAt = claimOpenedAt;
  }

  /** The entry as a look-up shows it: with when the claim it waits on was opened, if it does. */
  shown(entry: StoredEntry): Message {
    const claimedSince = this.claimOpenedAt(entry.Key);
    return { ...shownEntry(entry), ...(claimedSince !== undefined && { OpenClaimCreationDate: claimedSince }) };
  }

  /** The entry of a key, if the DICT has one. */
  entry(key: string): StoredEntry | undefined {
    return this.entries.get(key);
  }

  /** Every entry, of whichever participant. */
  everyEntry(): IterableIterator<StoredEntry> {
    return this.entries.values();
  }

  /** Every entry of a participant of a key type (for reconciliation). */
  entriesOf(participant: string, keyType: string): StoredEntry[] {
    return [...this.entries.values()].filter((entry) => entry.Account.Participant === participant && entry.KeyType === keyType);
  }

  private apply(event: DirectoryEvent) {
    if (event.kind === 'entry_deleted') {
      this.entries.delete(event.key);
      return;
    }
    this.entries.set(event.entry.Key, event.entry);
    if (event.kind === 'entry_created') this.created.set(event.entry.requestId, event.entry);
  }

  private record(event: DirectoryEvent) {
    this.journal.append(event);
    this.apply(event);
  }

  /** `createEntry`. */
  create(caller: string, request: Message, now: Date): Answer {
    const asked = request.Entry as Omit<StoredEntry, 'CreationDate' | 'KeyOwnershipDate' | 'requestId' | 'cid'>;
    const requestId = String(request.RequestId);
    if (asked.Account.Participant !== caller) return forbidden('An entry is created only for an account of the participant that asks');
    if (!CREATE_REASONS.includes(String(request.Reason))) return problem(400, 'InvalidReason', 'Invalid reason', `An entry is created for ${CREATE_REASONS.join(' or ')}`);
    const refused = this.checkNewEntry(asked);
    if (refused) return refused;
    const earlier = this.created.get(requestId);
    if (earlier) {
      const same = earlier.KeyType === asked.KeyType && (asked.KeyType === 'EVP' || earlier.Key === asked.Key) && earlier.Account.AccountNumber === asked.Account.AccountNumber && sameOwner(earlier.Owner, asked.Owner);
      if (!same) return problem(400, 'RequestIdAlreadyUsed', 'Request id already used', 'This RequestId created another entry');
      return { status: 201, schema: 'CreateEntryResponse', body: { Entry: shownEntry(earlier) } };
    }
    const key = asked.KeyType === 'EVP' ? randomUUID() : asked.Key;
    const held = this.holding(key, asked, now);
    if (held) return this.refusalForHeld(held, caller, asked);
    const onAccount = [...this.entries.values()].filter((entry) => entry.Account.Participant === caller && entry.Account.AccountNumber === asked.Account.AccountNumber && entry.Account.Branch === asked.Account.Branch);
    if (onAccount.length >= KEYS_PER_ACCOUNT[ownerTypeOf(asked.Owner.TaxIdNumber)]) return problem(400, 'EntryLimitExceeded', 'Entry limit exceeded', 'The account holds as many keys as it may');
    const stored = this.grant({ ...asked, Key: key }, requestId, now);
    return { status: 201, schema: 'CreateEntryResponse', body: { Entry: shownEntry(stored) } };
  }

  /**
   * A new entry for a key, held from now, made by the request `requestId` (its CID's): a key
   * created, or handed to the claimer of a completed claim. The rules are the caller's to check.
   */
  grant(entry: Omit<StoredEntry, 'CreationDate' | 'KeyOwnershipDate' | 'requestId' | 'cid'>, requestId: string, now: Date): StoredEntry {
    const at = now.toISOString();
    const made = { ...entry, CreationDate: at, KeyOwnershipDate: at, requestId };
    const stored = { ...made, cid: cidOf(made) };
    this.record({ kind: 'entry_created', entry: stored });
    return stored;
  }

  /** A key's entry taken off the DICT by a confirmed claim: the donor gives it up, and the key waits for the claimer. */
  release(key: string, now: Date): void {
    if (this.entries.has(key)) this.record({ kind: 'entry_deleted', key, reason: 'CLAIM_CONFIRMED', at: now.toISOString() });
  }

  /** What the document's schemas cannot say of a new entry: the key fits its type, the owner's document fits the owner. */
  private checkNewEntry(asked: Pick<StoredEntry, 'Key' | 'KeyType' | 'Owner'>): Answer | null {
    if (asked.KeyType === 'EVP') return asked.Key === undefined ? null : invalid('An EVP key is generated by the DICT: the request names none', 'entry.key', asked.Key);
    if (asked.Key === undefined) return invalid('The key is required', 'entry.key');
    if (keyTypeOf(asked.Key) !== asked.KeyType) return invalid(`Value is not a key of type ${asked.KeyType}`, 'entry.key', asked.Key);
    if (asked.Owner.Type !== ownerTypeOf(asked.Owner.TaxIdNumber)) return invalid('The owner type does not fit the owner document', 'entry.owner.type', asked.Owner.Type);
    if ((asked.KeyType === 'CPF' || asked.KeyType === 'CNPJ') && asked.Key !== asked.Owner.TaxIdNumber) {
      return problem(400, 'EntryTaxIdNumberByDifferentOwner', 'Tax id number of a different owner', 'A CPF or CNPJ key must be its owner\'s document');
    }
    return null;
  }

  /**
   * The entry that holds a key, if one does: the DICT's, or, for a key the simulator finds held at
   * another participant, the one made for it then (for the same owner when the key is a document).
   */
  holding(key: string, asked: Pick<StoredEntry, 'KeyType' | 'Owner'>, now: Date): StoredEntry | undefined {
    return this.entries.get(key) ?? this.heldByAnother(key, asked, now);
  }

  /** The entry another participant holds for a key found held elsewhere, made and kept the first time it is asked for. */
  private heldByAnother(key: string, asked: Pick<StoredEntry, 'KeyType' | 'Owner'>, now: Date): StoredEntry | undefined {
    if (!heldElsewhere(key, asked.KeyType)) return undefined;
    const participant = OTHER_PARTICIPANTS[hashByte(`participant:${key}`) % OTHER_PARTICIPANTS.length]!;
    return this.heldBy(participant, key, asked, new Date(now.getTime() - 400 * 86_400_000));
  }

  /**
   * An entry made for a participant the simulator plays, held `since`: for the same owner when the
   * key is a document, else for a person of its own (the holder another participant's claim is against).
   */
  heldBy(participant: string, key: string, asked: Pick<StoredEntry, 'KeyType' | 'Owner'>, since: Date): StoredEntry {
    const documentKey = asked.KeyType === 'CPF' || asked.KeyType === 'CNPJ';
    const owner = documentKey ? asked.Owner : { Type: 'NATURAL_PERSON', TaxIdNumber: String(10_000_000_000 + (hashByte(`owner:${key}`) * 7_919_311) % 89_999_999_999).padStart(11, '0'), Name: 'Titular em outro participante' };
    const at = since.toISOString();
    const entry = {
      Key: key, KeyType: asked.KeyType, Owner: owner, CreationDate: at, KeyOwnershipDate: at, requestId: randomUUID(),
      Account: { Participant: participant, Branch: '0001', AccountNumber: String(hashByte(`account:${key}`) * 104_729).padStart(10, '0'), AccountType: 'CACC', OpeningDate: at },
    };
    return this.held(entry);
  }

  /** An entry the DICT holds already (`holdings.ts`), made at its own creation date by the request it names. */
  held(entry: Omit<StoredEntry, 'cid'>): StoredEntry {
    const stored = { ...entry, cid: cidOf(entry) };
    this.record({ kind: 'entry_created', entry: stored });
    return stored;
  }

  private refusalForHeld(held: StoredEntry, caller: string, asked: Pick<StoredEntry, 'Owner'>): Answer {
    if (!sameOwner(held.Owner, asked.Owner)) return problem(400, 'EntryKeyOwnedByDifferentPerson', 'Key owned by a different person', `The key is held by another owner at ${held.Account.Participant}: an ownership claim may be opened`);
    if (held.Account.Participant !== caller) return problem(400, 'EntryKeyInCustodyOfDifferentParticipant', 'Key in custody of a different participant', `The key is held for the same owner at ${held.Account.Participant}: a portability claim may be opened`);
    return problem(400, 'EntryAlreadyExists', 'Entry already exists', 'The key is already this participant\'s, for this owner');
  }

  /** `updateEntry`: a new account, name or trade name for the same owner, at the same participant. */
  update(caller: string, key: string, request: Message, now: Date): Answer {
    const entry = this.entries.get(key);
    if (!entry) return notFound('Entry associated with given key does not exist');
    if (entry.Account.Participant !== caller) return forbidden('The entry is another participant\'s');
    if (!UPDATE_REASONS.includes(String(request.Reason))) return problem(400, 'InvalidReason', 'Invalid reason', `An entry is updated for ${UPDATE_REASONS.join(', ')}`);
    if (request.Key !== key) return invalid('The key in the body is not the key of the address', 'key', String(request.Key));
    const account = (request.Account ?? entry.Account) as StoredEntry['Account'];
    const owner = (request.Owner ?? entry.Owner) as StoredEntry['Owner'];
    if (account.Participant !== caller) return forbidden('An entry moves to another participant only by a claim');
    if (!sameOwner(owner, entry.Owner)) return invalid('The owner\'s document cannot change: a new owner claims the key', 'owner.taxIdNumber', owner.TaxIdNumber);
    const changed = { ...entry, Account: account, Owner: owner };
    const stored = { ...changed, cid: cidOf(changed) };
    this.record({ kind: 'entry_updated', entry: stored, at: now.toISOString() });
    return { status: 200, schema: 'UpdateEntryResponse', body: { Entry: shownEntry(stored) } };
  }

  /** `deleteEntry`. */
  remove(caller: string, key: string, request: Message, now: Date): Answer {
    const entry = this.entries.get(key);
    if (!entry) return notFound('Entry associated with given key does not exist');
    if (request.Key !== key) return invalid('The key in the body is not the key of the address', 'key', String(request.Key));
    if (request.Participant !== caller || entry.Account.Participant !== caller) return forbidden('The entry is another participant\'s');
    if (!DELETE_REASONS.includes(String(request.Reason))) return problem(400, 'InvalidReason', 'Invalid reason', `An entry is deleted for ${DELETE_REASONS.join(', ')}`);
    if (this.claimOpenedAt(key) !== undefined) return problem(400, 'EntryLockedByClaim', 'Entry locked by claim', 'The key has a claim neither completed nor cancelled');
    this.record({ kind: 'entry_deleted', key, reason: String(request.Reason), at: now.toISOString() });
    return { status: 200, schema: 'DeleteEntryResponse', body: { Key: key } };
  }
}
