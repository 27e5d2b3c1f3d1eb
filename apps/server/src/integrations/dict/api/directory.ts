import type { DictDeletionReason, DictDirectory, DictEntry, DictKey, DictRegistration } from '../directory.js';
import { DictRefusal } from '../refusal.js';
import { entryMessage } from './messages.js';
import { isRefusal } from './refusals.js';
import { DictProblem, type DictTransport } from './transport.js';

/** What a refused registration tells: the key is held elsewhere, for someone else or for the same owner. */
const HELD_ELSEWHERE: Readonly<Record<string, DictRegistration['outcome']>> = {
  EntryKeyOwnedByDifferentPerson: 'claim',
  EntryKeyInCustodyOfDifferentParticipant: 'portability',
};

/** Our keys at the DICT, through its API (`createEntry`, `deleteEntry`). */
export class ApiDictDirectory implements DictDirectory {
  constructor(private readonly dict: DictTransport) {}

  async registerKey(entry: DictEntry, requestId: string): Promise<DictRegistration> {
    const request = {
      Entry: entryMessage(entry),
      Reason: 'USER_REQUESTED',
      RequestId: requestId,
    };
    try {
      const answer = await this.dict.call('createEntry', { body: request });
      return { outcome: 'registered', key: String((answer.Entry as { Key: string }).Key) };
    } catch (error) {
      // An empty bucket (429) is no refusal: askDict tells it as such.
      if (!isRefusal(error)) throw error;
      const held = HELD_ELSEWHERE[error.type];
      if (held) return { outcome: held, key: entry.keyValue };
      throw new DictRefusal(error.message);
    }
  }

  async deleteKey(key: DictKey, reason: DictDeletionReason): Promise<void> {
    try {
      await this.dict.call('deleteEntry', { params: { Key: key.keyValue }, body: { Key: key.keyValue, Participant: key.ispb, Reason: reason } });
    } catch (error) {
      // Not found: the DICT holds it no more (a deletion whose answer was lost, asked again).
      if (error instanceof DictProblem && error.status === 404) return;
      if (isRefusal(error)) throw new DictRefusal(error.message);
      throw error;
    }
  }
}
