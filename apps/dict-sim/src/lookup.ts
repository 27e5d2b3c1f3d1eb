import { keyTypeOf } from '@wallet/dict-api';
import { badRequest, notFound, problem, rateLimited, type Answer } from './answers.js';
import { policiesOf, userAntiscan, type Buckets, type PolicyCategory } from './buckets.js';
import type { Directory } from './directory.js';

/** The headers a look-up must carry, as the API's document names them. */
export interface LookupHeaders { requestingParticipant: string | undefined; payerId: string | undefined; endToEndId: string | undefined }

/** What an answer takes from the end user's and the participant's anti-scan buckets ("Regras de contagem"). */
const COSTS = { found: { user: 1, participant: 1 }, missing: { user: 20, participant: 3 } } as const;

/** The counters an entry's look-up shows, zero until the simulator keeps Pix statistics. */
const NO_COUNTS = ['SETTLEMENTS', 'REPORTED_FRAUDS', 'CONFIRMED_FRAUDS', 'REJECTED'].flatMap((type) => ['KEY', 'OWNER', 'ACCOUNT'].map((by) => ({ type, by, d3: 0, d30: 0, m6: 0 })));

/**
 * `getEntry`: a key's entry for a payer about to pay it. Both the payer's and the participant's
 * anti-scan buckets must hold a token; a key found costs each 1, a key not found costs the payer
 * 20 and the participant 3, so that a person trying keys at random is stopped after five misses.
 */
export function lookUp(directory: Directory, buckets: Buckets, category: PolicyCategory, caller: string, key: string, headers: LookupHeaders, now: Date): Answer {
  const { requestingParticipant, payerId, endToEndId } = headers;
  if (!requestingParticipant || !/^[0-9]{8}$/.test(requestingParticipant) || !payerId || !/^([0-9]{11}|[0-9]{14})$/.test(payerId) || !endToEndId) {
    return badRequest('A look-up names the requesting participant, the payer (a CPF or CNPJ) and the payment\'s end-to-end id (PI-RequestingParticipant, PI-PayerId, PI-EndToEndId)');
  }
  if (requestingParticipant !== caller) return problem(403, 'Forbidden', 'Forbidden', 'PI-RequestingParticipant is not the participant calling');
  const keyType = keyTypeOf(key);
  if (!keyType) return badRequest('The key fits none of the key types', [{ reason: 'Value is not a key', value: key, property: 'key' }]);
  const user = userAntiscan(keyType, payerId);
  const participant = policiesOf(category)[0]!;
  const at = now.getTime();
  if (buckets.available(user, payerId, at) <= 0 || buckets.available(participant, caller, at) <= 0) return rateLimited();
  const entry = directory.entry(key);
  const cost = entry ? COSTS.found : COSTS.missing;
  buckets.take(user, payerId, cost.user, at);
  buckets.take(participant, caller, cost.participant, at);
  if (!entry) return notFound('Entry associated with given key does not exist');
  if (entry.Account.Participant === caller) return problem(400, 'EntryCannotBeQueriedForBookTransfer', 'Entry cannot be queried for a book transfer', 'The key is the requesting participant\'s own: a payment between its customers goes without the DICT');
  return { status: 200, schema: 'GetEntryResponse', body: { Entry: directory.shown(entry), Statistics: { LastUpdated: now.toISOString(), Counters: NO_COUNTS } } };
}
