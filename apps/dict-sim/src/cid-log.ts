import { syncVerifier } from '@wallet/dict-api';
import { isDirectoryEvent, type DirectoryEvent, type StoredEntry } from './directory.js';
import type { SimulatorEvent } from './group.js';
import type { Journal } from '@wallet/journal';

/** One change of a participant's set of CIDs of a key type, as `listCidSetEvents` shows it. */
export interface CidSetEvent { Type: 'ADDED' | 'REMOVED'; Cid: string; Timestamp: string }

/** A stretch of a CID log, and the sync verifier of the set after its first event and after its last. */
export interface CidLogPage { events: CidSetEvent[]; hasMore: boolean; verifierAfterFirst: string; verifierAfterLast: string }

const setName = (participant: string, keyType: string) => `${participant} ${keyType}`;

/** When a change of the directory happened: a creation on its entry's date, an update or deletion when it was asked. */
const timeOf = (event: DirectoryEvent) => (event.kind === 'entry_created' ? event.entry.CreationDate : event.at);

/**
 * The log of each participant's CIDs of each key type, as the directory's changes make it (the
 * document's table: a creation adds the entry's CID, a deletion removes it, an update removes the
 * old and adds the new), read from the journal the directory writes, and the entry each CID
 * stands for now.
 */
export class CidLog {
  private readonly logs = new Map<string, CidSetEvent[]>();
  /** The entry of each key as the log last saw it: its CID is the one a change of the key removes. */
  private readonly entryOfKey = new Map<string, StoredEntry>();
  private readonly keyOfCid = new Map<string, string>();

  constructor(journal: Journal<SimulatorEvent>) {
    journal.observe((event) => { if (isDirectoryEvent(event)) this.apply(event); });
  }

  /** The key whose entry's CID is `cid` now, if any entry has it. */
  keyOf(cid: string): string | undefined {
    return this.keyOfCid.get(cid.toLowerCase());
  }

  /**
   * The events of a participant's CIDs of a key type from `start` to `end` (both included, either
   * open), in time order, at most `limit`. The verifiers are of the set as it stood after the
   * page's first event and its last; for an empty page, as it stood at `start`.
   */
  page(participant: string, keyType: string, { start, end, limit }: { start?: string; end?: string; limit: number }): CidLogPage {
    const log = this.logs.get(setName(participant, keyType)) ?? [];
    const first = start === undefined ? 0 : log.findIndex((event) => event.Timestamp >= start);
    const from = first === -1 ? log.length : first;
    const inRange = log.slice(from).filter((event) => end === undefined || event.Timestamp <= end);
    const events = inRange.slice(0, limit);
    // A verifier after n events is the XOR of their CIDs: adding a CID and removing it are the same XOR.
    const verifierAfter = (count: number) => syncVerifier(log.slice(0, count).map((event) => event.Cid));
    return { events, hasMore: inRange.length > limit, verifierAfterFirst: verifierAfter(from + Math.min(events.length, 1)), verifierAfterLast: verifierAfter(from + events.length) };
  }

  private apply(event: DirectoryEvent) {
    const key = event.kind === 'entry_deleted' ? event.key : event.entry.Key;
    const at = timeOf(event);
    const before = this.entryOfKey.get(key);
    if (before) {
      this.logOf(before).push({ Type: 'REMOVED', Cid: before.cid, Timestamp: at });
      this.keyOfCid.delete(before.cid);
      this.entryOfKey.delete(key);
    }
    if (event.kind === 'entry_deleted') return;
    this.entryOfKey.set(key, event.entry);
    this.keyOfCid.set(event.entry.cid, key);
    const log = this.logOf(event.entry);
    log.push({ Type: 'ADDED', Cid: event.entry.cid, Timestamp: at });
    // The entries the simulator makes for other participants are dated in the past: the log stays in time order.
    if (log.length > 1 && log.at(-2)!.Timestamp > at) log.sort((a, b) => a.Timestamp.localeCompare(b.Timestamp));
  }

  private logOf(entry: StoredEntry): CidSetEvent[] {
    const name = setName(entry.Account.Participant, entry.KeyType);
    const log = this.logs.get(name) ?? [];
    this.logs.set(name, log);
    return log;
  }
}
