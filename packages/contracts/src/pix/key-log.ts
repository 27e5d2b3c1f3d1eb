import { z } from '../zod.js';
import { Instant, StatedText } from '../common.js';
import { PixKeyAction, PixKeyType } from '../options.js';

/**
 * One event in a Pix key's history (registered, claimed, deleted...). Apart from the keys' calls,
 * so that the claims, whose history these events are, do not bring every key schema along
 * (re-exported by keys.ts: `pix.keys.PixKeyLog`).
 */
export const PixKeyLog = z.object({
  id: z.int(),
  key_id: z.int(),
  key_type: PixKeyType.schema,
  key_value: z.string(),
  action: PixKeyAction.schema,
  account_number: z.string(),
  owner_name: z.string(),
  /** The member's own words, or the system's note (`NOTES`: registered at the DICT, a claim's move). */
  reason: StatedText,
  operator: z.string(),
  /** The claim the event belongs to, when it belongs to one. */
  claim_id: z.nullable(z.int()),
  created_at: Instant,
});
export type PixKeyLog = z.infer<typeof PixKeyLog>;
