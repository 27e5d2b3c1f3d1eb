import { refusalError } from '../../core/errors.js';
import { DictRefusal } from './refusal.js';
import { DictRateLimited } from './api/transport.js';

type DictRefusalKey = 'infraction.dict_refused' | 'infraction.dict_refused_sync' | 'refund.dict_refused' | 'recovery.dict_refused' | 'claim.dict_refused' | 'pix_key.dict_refused';

/**
 * Asks the DICT: its refusals become conflicts the operator can read, worded by `refusal`, and an
 * empty bucket a 429; a DICT that does not answer (a timeout, a broken connection) becomes 502, before anything is written
 * here, so that a bulk action reports it on its row and keeps the rows the DICT did take.
 */
export async function askDict<T>(refusal: DictRefusalKey, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof DictRefusal) throw refusalError(409, refusal, { reason: error.message });
    // An empty bucket: the DICT takes these calls again once it refills.
    if (error instanceof DictRateLimited) throw Object.assign(refusalError(429, 'dict.rate_limited'), { cause: error });
    throw Object.assign(refusalError(502, 'dict.unanswered', { reason: error instanceof Error ? error.message : String(error) }), { cause: error });
  }
}
