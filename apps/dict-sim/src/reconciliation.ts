import { KEY_PATTERNS, syncVerifier, type Message } from '@wallet/dict-api';
import { badRequest, forbidden, notFound, type Answer } from './answers.js';
import { callerOf } from './calls.js';
import { availableRecord, CidSetFiles, contentOf, requestedRecord, type CidSetFile } from './cid-files.js';
import { CidLog } from './cid-log.js';
import type { Directory } from './directory.js';
import type { Group, Query } from './group.js';

/** The key types of the API (`KeyType`): a query naming another is refused. */
const KEY_TYPES: readonly string[] = Object.keys(KEY_PATTERNS);
/** The most CID events one page of `listCidSetEvents` holds, and how many it holds when not told. */
const EVENTS_PER_PAGE = 1000;

interface SyncVerificationCreated { kind: 'sync_verification_created'; id: number; participant: string; keyType: string; result: 'OK' | 'NOK'; at: string }

/** A header a call requires to name the participant calling (`PI-RequestingParticipant`), or the refusal. */
function requestingParticipantRefusal(value: unknown, caller: string): Answer | null {
  if (typeof value !== 'string' || !/^[0-9]{8}$/.test(value)) return badRequest('PI-RequestingParticipant is required: an ISPB');
  return value === caller ? null : forbidden('PI-RequestingParticipant is not the participant calling');
}

/** A time of the query, as the log's timestamps are written, or null when it is not one. */
function timeOf(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  const time = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** `listCidSetEvents`: a page of the caller's CID events of a key type, from `StartTime` to `EndTime`. */
function listCidSetEvents(log: CidLog, caller: string, query: Query, now: Date): Answer {
  const { Participant: participant, KeyType: keyType, Limit: limitText } = query;
  if (typeof participant !== 'string' || !/^[0-9]{8}$/.test(participant)) return badRequest('Participant is required: an ISPB');
  if (participant !== caller) return forbidden('The CID events listed are the participant\'s own');
  if (typeof keyType !== 'string' || !KEY_TYPES.includes(keyType)) return badRequest(`KeyType is required: ${KEY_TYPES.join(', ')}`);
  const start = timeOf(query.StartTime);
  const end = timeOf(query.EndTime);
  if (start === null || end === null) return badRequest('StartTime and EndTime are date-times');
  const limit = limitText === undefined ? EVENTS_PER_PAGE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1) return badRequest('Limit is a whole number from 1');
  const page = log.page(participant, keyType, { start, end, limit: Math.min(limit, EVENTS_PER_PAGE) });
  return {
    status: 200, schema: 'ListCidSetEventsResponse', body: {
      HasMoreElements: page.hasMore, Participant: participant, KeyType: keyType,
      // The page's times are its first event's and its last's; a page without events spans what was asked.
      StartTime: page.events[0]?.Timestamp ?? start ?? now.toISOString(), EndTime: page.events.at(-1)?.Timestamp ?? end ?? now.toISOString(),
      SyncVerifierStart: page.verifierAfterFirst, SyncVerifierEnd: page.verifierAfterLast, CidSetEvents: page.events as unknown as Message[],
    },
  };
}

/**
 * The reconciliation's calls, as the document's "Reconciliação" states them: the sync
 * verification (the participant's VSync of a key type against the DICT's), the CID files and
 * their content (fetched from the simulator itself, behind the same mutual TLS), the CID events
 * log, and an entry found by its CID. What it knows of the entries it reads from the directory
 * and from the journal the directory writes; its own records (verifications, files) are journaled.
 */
export const reconciliation = (directory: Directory): Group<void> => (app, call, { journal }) => {
  const log = new CidLog(journal);
  const files = new CidSetFiles(journal);
  let verifications = journal.events.filter((event) => event.kind === 'sync_verification_created').length;
  const dictVerifier = (participant: string, keyType: string) => syncVerifier(directory.entriesOf(participant, keyType).map((entry) => entry.cid));
  const ownFile = (caller: string, id: string): CidSetFile | Answer => {
    const file = files.file(Number(id));
    if (!file) return notFound('No CID file of this id');
    return file.participant === caller ? file : forbidden('The CID file is another participant\'s');
  };
  const contentPath = (id: number) => `${app.prefix}/cids/files/${id}/content`;

  app.post('/sync-verifications/', call('createSyncVerification', 'CreateSyncVerificationRequest', ({ caller, message, now }) => {
    const asked = message!.SyncVerification as { Participant: string; KeyType: string; ParticipantSyncVerifier: string };
    if (asked.Participant !== caller) return forbidden('A sync verification is of the participant\'s own entries');
    const result = asked.ParticipantSyncVerifier.toLowerCase() === dictVerifier(caller, asked.KeyType) ? 'OK' : 'NOK';
    verifications += 1;
    const verification: SyncVerificationCreated = { kind: 'sync_verification_created', id: verifications, participant: caller, keyType: asked.KeyType, result, at: now.toISOString() };
    journal.append(verification);
    return { status: 201, schema: 'CreateSyncVerificationResponse', body: { SyncVerification: { ...asked, Id: verifications, Result: result } } };
  }));

  app.post('/cids/files/', call('createCidSetFile', 'CreateCidSetFileRequest', ({ caller, message, now }) => {
    const keyType = String(message!.KeyType);
    if (message!.Participant !== caller) return forbidden('A CID file is of the participant\'s own entries');
    const file = files.create(caller, keyType, directory.entriesOf(caller, keyType).map((entry) => entry.cid), now);
    return { status: 201, schema: 'CreateCidSetFileResponse', body: { CidSetFile: requestedRecord(file) } };
  }));

  app.get('/cids/files/:Id', call('getCidSetFile', null, ({ caller, params, headers }) => {
    const refusal = requestingParticipantRefusal(headers['pi-requestingparticipant'], caller);
    if (refusal) return refusal;
    const file = ownFile(caller, params.Id!);
    if ('status' in file) return file;
    const url = `https://${headers.host}${contentPath(file.id)}`;
    return { status: 200, schema: 'GetCidSetFileResponse', body: { CidSetFile: availableRecord(file, url) } };
  }));

  // The file's content is no message of the API: plain text, fetched as the record's `Url` says.
  app.get('/cids/files/:Id/content', async (request, reply) => {
    const caller = callerOf(request);
    const file = caller ? ownFile(caller, (request.params as { Id: string }).Id) : forbidden('A participant\'s certificate is needed');
    if ('status' in file) return reply.status(file.status).type('text/plain').send(String(file.body.detail));
    return reply.type('text/plain; charset=utf-8').send(contentOf(file));
  });

  app.get('/cids/events', call('listCidSetEvents', null, ({ caller, query, now }) => listCidSetEvents(log, caller, query, now)));

  app.get('/cids/entries/:Cid', call('getEntryByCid', null, ({ caller, params, headers }) => {
    const refusal = requestingParticipantRefusal(headers['pi-requestingparticipant'], caller);
    if (refusal) return refusal;
    const cid = params.Cid!.toLowerCase();
    const key = log.keyOf(cid);
    const entry = key === undefined ? undefined : directory.entry(key);
    // Only the participant's own entries: another's CID is as unknown as one no entry has.
    if (!entry || entry.cid !== cid || entry.Account.Participant !== caller) return notFound('No entry of the participant has this CID');
    return { status: 200, schema: 'GetEntryByCidResponse', body: { Cid: entry.cid, Entry: directory.shown(entry), RequestId: entry.requestId } };
  }));
};
