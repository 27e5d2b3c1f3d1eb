import type { Message } from '@wallet/dict-api';
import type { DictEntry, DictKey } from '../directory.js';
import type { DictReconciliation } from '../reconciliation.js';
import { entryMessage, ownerMessage, accountMessage } from './messages.js';
import { askDictApi } from './refusals.js';
import { DictAnswerRefused, DictProblem, type DictTransport } from './transport.js';

/** How often, and how far apart, a CID set file is asked for until it is AVAILABLE (the DICT makes it in the background). */
const FILE_READS = 30;
const FILE_READ_GAP_MS = 1_000;
const REASON = 'RECONCILIATION';

interface AnsweredEntry {
  Key: string; KeyType: DictEntry['keyType'];
  Account: { Participant: string; Branch?: string; AccountNumber: string; AccountType: DictEntry['accountType']; OpeningDate: string };
  Owner: { TaxIdNumber: string; Name: string };
}

/** An entry of the DICT's answers as the product keeps one. */
const entryOf = (answered: AnsweredEntry): DictEntry => ({
  keyType: answered.KeyType, keyValue: answered.Key, ispb: answered.Account.Participant, branch: answered.Account.Branch ?? '',
  accountNumber: answered.Account.AccountNumber, accountType: answered.Account.AccountType, accountOpenedAt: new Date(answered.Account.OpeningDate),
  ownerDocument: answered.Owner.TaxIdNumber, ownerName: answered.Owner.Name,
});

/** The reconciliation through the DICT's API: `createSyncVerification`, the CID set files, `getEntryByCid`, and the entries' calls with the reason `RECONCILIATION`. */
export class ApiDictReconciliation implements DictReconciliation {
  constructor(private readonly dict: DictTransport, private readonly ourIspb: string, private readonly pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))) {}

  private ask(operationId: string, input: Parameters<DictTransport['call']>[1]): Promise<Message> {
    return askDictApi(this.dict, operationId, input);
  }

  async verify(keyType: DictEntry['keyType'], verifier: string): Promise<'OK' | 'NOK'> {
    const answer = await this.ask('createSyncVerification', { body: { SyncVerification: { Participant: this.ourIspb, KeyType: keyType, ParticipantSyncVerifier: verifier } } });
    return (answer.SyncVerification as { Result: 'OK' | 'NOK' }).Result;
  }

  async cidSet(keyType: DictEntry['keyType']): Promise<Set<string>> {
    const created = await this.ask('createCidSetFile', { body: { Participant: this.ourIspb, KeyType: keyType } });
    const id = String((created.CidSetFile as { Id: number }).Id);
    for (let read = 0; read < FILE_READS; read += 1) {
      const file = (await this.ask('getCidSetFile', { params: { Id: id }, headers: { 'PI-RequestingParticipant': this.ourIspb } })).CidSetFile as { Status: string; Url?: string };
      if (file.Status === 'AVAILABLE' && file.Url) {
        const text = await this.dict.download(file.Url);
        return new Set(text.split(/\r?\n/).map((line) => line.trim().toLowerCase()).filter(Boolean));
      }
      if (file.Status !== 'REQUESTED' && file.Status !== 'PROCESSING') throw new DictAnswerRefused(`the DICT's CID file ${id} is ${file.Status}`);
      await this.pause(FILE_READ_GAP_MS);
    }
    throw new DictAnswerRefused(`the DICT's CID file ${id} was not available after ${FILE_READS} reads`);
  }

  async entryByCid(cid: string): Promise<{ entry: DictEntry; requestId: string } | null> {
    try {
      const answer = await this.dict.call('getEntryByCid', { params: { Cid: cid }, headers: { 'PI-RequestingParticipant': this.ourIspb } });
      return { entry: entryOf(answer.Entry as unknown as AnsweredEntry), requestId: String(answer.RequestId) };
    } catch (error) {
      if (error instanceof DictProblem && error.status === 404) return null;
      throw error;
    }
  }

  async create(entry: DictEntry, requestId: string): Promise<void> {
    await this.ask('createEntry', { body: { Entry: entryMessage(entry), Reason: REASON, RequestId: requestId } });
  }

  async update(entry: DictEntry): Promise<void> {
    await this.ask('updateEntry', {
      params: { Key: entry.keyValue },
      body: { Key: entry.keyValue, Account: accountMessage({ ...entry, openedAt: entry.accountOpenedAt }), Owner: ownerMessage(entry.ownerDocument, entry.ownerName), Reason: REASON },
    });
  }

  async remove(key: DictKey): Promise<void> {
    await this.ask('deleteEntry', { params: { Key: key.keyValue }, body: { Key: key.keyValue, Participant: key.ispb, Reason: REASON } });
  }
}
