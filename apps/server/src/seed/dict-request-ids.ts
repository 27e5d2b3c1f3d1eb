import { sql } from 'drizzle-orm';
import type { SeedGenerator } from './generator.js';

/**
 * The request ids that made the demo's keys at the DICT, as a registration keeps its own: made up
 * here from each key (the demo's past registered nothing), for the keys that have none yet.
 */
export const demoDictRequestIds: SeedGenerator = {
  name: 'dict-request-ids',
  async run({ db, log }) {
    await db.execute(sql`update pix_keys set dict_request_id = md5('demo-registration:' || id)::uuid::text where status = 'active' and dict_request_id is null`);
    log('dict request ids: one for each of the demo\'s keys at the DICT');
  },
};
