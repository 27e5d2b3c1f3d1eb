import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Instant, NoBody, RowId } from '../common.js';
import { PixKeyType } from '../options.js';

/**
 * What a verification did about a key whose entry at the DICT was not ours as we hold it:
 * `created` (the DICT had none), `updated` (its account or owner were not ours), `deleted` (it held
 * an entry of ours we do not hold), `adopted` (it was ours, made by a request we had not kept).
 */
export const ReconciliationFix = z.object({
  key_value: z.string(),
  action: z.enum(['created', 'updated', 'deleted', 'adopted']),
  outcome: z.enum(['done', 'refused']),
  /** The DICT's refusal, in its words. */
  error: z.nullable(z.string()),
  at: Instant,
});

/** One sync verification of a key type: `OK` when the DICT's VSync was ours, `NOK` (and the fixes) when not, `failed` when the DICT did not answer. */
export const SyncVerification = z.object({
  id: RowId,
  key_type: PixKeyType.schema,
  result: z.enum(['OK', 'NOK', 'failed']),
  our_verifier: z.string(),
  keys: z.int(),
  error: z.nullable(z.string()),
  /** `nightly`, or the staff member who asked. */
  started_by: z.string(),
  started_at: Instant,
  finished_at: Instant,
  fixes: z.array(ReconciliationFix),
});
export type SyncVerification = z.infer<typeof SyncVerification>;

export const list = endpoint({
  path: '/api/v1/pix-reconciliation/list',
  access: 'pix_keys.view',
  summary: 'The last sync verifications with the DICT, newest first, with what each fixed; and whether the DICT keeps content identifiers to verify against',
  body: NoBody,
  data: z.object({ list: z.array(SyncVerification), available: z.boolean() }),
});

export const run = endpoint({
  path: '/api/v1/pix-reconciliation/run',
  access: 'pix_keys.manage',
  mutation: true,
  summary: 'Verify every key type with the DICT now, fixing each divergence with the reason RECONCILIATION (also done every night)',
  body: NoBody,
  data: z.object({ list: z.array(SyncVerification) }),
});
