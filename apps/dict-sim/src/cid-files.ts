import { createHash } from 'node:crypto';
import type { Message } from '@wallet/dict-api';
import type { SimulatorEvent } from './group.js';
import type { Journal } from '@wallet/journal';

/** A file of a participant's CIDs of a key type, as they were when it was asked for. */
export interface CidSetFile { id: number; participant: string; keyType: string; requestTime: string; cids: string[] }

interface CidSetFileCreated { kind: 'cid_set_file_created'; file: CidSetFile }
const isFileCreated = (event: SimulatorEvent): event is CidSetFileCreated => event.kind === 'cid_set_file_created';

/** A file's content as the document describes it: one CID a line, each line ended by `\n`, in no set order. */
export const contentOf = (file: CidSetFile) => file.cids.map((cid) => `${cid}\n`).join('');

/**
 * The CID files asked for, by id. A file is made whole when it is asked for (the DICT makes it
 * later, which the participant learns by asking for it again): its record says REQUESTED when it
 * is created, and AVAILABLE from then on.
 */
export class CidSetFiles {
  private readonly files = new Map<number, CidSetFile>();

  constructor(private readonly journal: Journal<SimulatorEvent>) {
    for (const event of journal.events) if (isFileCreated(event)) this.files.set(event.file.id, event.file);
  }

  file(id: number): CidSetFile | undefined {
    return this.files.get(id);
  }

  create(participant: string, keyType: string, cids: string[], now: Date): CidSetFile {
    const file = { id: this.files.size + 1, participant, keyType, requestTime: now.toISOString(), cids };
    const created: CidSetFileCreated = { kind: 'cid_set_file_created', file };
    this.journal.append(created);
    this.files.set(file.id, file);
    return file;
  }
}

/** The record `createCidSetFile` answers (`CidSetFile`): asked for, not yet to be fetched. */
export const requestedRecord = (file: CidSetFile): Message => ({
  Id: file.id, Status: 'REQUESTED', Participant: file.participant, KeyType: file.keyType, RequestTime: file.requestTime,
});

/** The record `getCidSetFile` answers: made, with where to fetch it, its size and its SHA-256. */
export function availableRecord(file: CidSetFile, url: string): Message {
  const content = Buffer.from(contentOf(file), 'utf8');
  return {
    ...requestedRecord(file), Status: 'AVAILABLE', CreationTime: file.requestTime, Url: url,
    Bytes: content.length, Sha256: createHash('sha256').update(content).digest('hex'),
  };
}
