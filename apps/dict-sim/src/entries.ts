import type { FastifyRequest } from 'fastify';
import type { Message } from '@wallet/dict-api';
import type { Directory } from './directory.js';
import type { Group } from './group.js';
import { lookUp } from './lookup.js';

const header = (headers: FastifyRequest['headers'], name: string) => (typeof headers[name] === 'string' ? headers[name] : undefined);

/** The entries' calls and the keys check: `/entries/…`, `/keys/check`. */
export const entries = (directory: Directory): Group<void> => (app, call, { buckets, category }) => {
  app.post('/entries/', call('createEntry', 'CreateEntryRequest', ({ caller, message, now }) => directory.create(caller, message!, now)));
  app.get('/entries/:Key', call('getEntry', null, ({ caller, params, headers, now }) => lookUp(directory, buckets, category, caller, params.Key!, {
    requestingParticipant: header(headers, 'pi-requestingparticipant'), payerId: header(headers, 'pi-payerid'), endToEndId: header(headers, 'pi-endtoendid'),
  }, now)));
  app.put('/entries/:Key', call('updateEntry', 'UpdateEntryRequest', ({ caller, params, message, now }) => directory.update(caller, params.Key!, message!, now)));
  app.post('/entries/:Key/delete', call('deleteEntry', 'DeleteEntryRequest', ({ caller, params, message, now }) => directory.remove(caller, params.Key!, message!, now)));
  app.post('/keys/check', call('checkKeys', 'CheckKeysRequest', ({ message }) => ({
    status: 200, schema: 'CheckKeysResponse', body: { Keys: (message!.Keys as string[]).map((key): Message => ({ value: key, hasEntry: directory.entry(key) !== undefined })) },
  })));
};
