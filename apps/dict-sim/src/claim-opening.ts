import { keyTypeOf } from '@wallet/dict-api';
import { forbidden, problem, type Answer } from './answers.js';
import { claimProblem, type NewClaim } from './claim.js';
import { KEY_TYPES_OF } from './claim-rules.js';
import { ownerTypeOf, type StoredEntry } from './directory.js';

const claimInvalid = (reason: string, property: string) => problem(400, 'ClaimInvalid', 'Claim is invalid', 'Claim has invalid fields', [{ reason, property }]);

/** Why a claim cannot be opened, whoever holds its key: it is for the caller's own account, and its fields are consistent. */
export function invalidClaim(asked: NewClaim, caller: string): Answer | null {
  if (asked.ClaimerAccount.Participant !== caller) return forbidden('A claim is opened only for an account of the participant that asks');
  return invalidFields(asked);
}

/**
 * Why a claim cannot be opened against the entry holding its key, if it cannot: an entry holds
 * it; an ownership claim is for a key held by another person, a portability for one held by the
 * claimer elsewhere. Whether the key has a claim already is the claim book's to say.
 */
export function refusalForHolder(asked: NewClaim, entry: StoredEntry | undefined, caller: string): Answer | null {
  if (!entry) return claimProblem('ClaimKeyNotFound', 'Claim key not found', 'No entry holds the key claimed');
  const sameOwner = entry.Owner.TaxIdNumber === asked.Claimer.TaxIdNumber;
  if (asked.Type === 'OWNERSHIP' && sameOwner) return claimProblem('ClaimTypeInconsistent', 'Claim type is inconsistent', 'The key is held for the claimer already: a portability moves it');
  if (asked.Type === 'PORTABILITY' && !sameOwner) return claimProblem('ClaimTypeInconsistent', 'Claim type is inconsistent', 'The key is held by another person: an ownership claim is needed');
  // A portability to the participant that holds the key would make the entry there is; an ownership claim may be between two customers of one participant.
  if (asked.Type === 'PORTABILITY' && entry.Account.Participant === caller) return claimProblem('ClaimResultingEntryAlreadyExists', 'Resulting entry already exists', 'The key is already this participant\'s, for this owner');
  return null;
}

/** What the schemas cannot say of a new claim: the key fits its type and the claim type, the claimer's document fits the claimer. */
function invalidFields(asked: NewClaim): Answer | null {
  if (!KEY_TYPES_OF[asked.Type].includes(asked.KeyType)) return claimInvalid(`A ${asked.KeyType} key cannot be claimed by ${asked.Type}`, 'claim.keyType');
  if (keyTypeOf(asked.Key) !== asked.KeyType) return claimInvalid(`Value is not a key of type ${asked.KeyType}`, 'claim.key');
  if (asked.Claimer.Type !== ownerTypeOf(asked.Claimer.TaxIdNumber)) return claimInvalid('The claimer type does not fit the claimer document', 'claim.claimer.type');
  return null;
}
