import { z } from '../zod.js';
import { Instant } from '../common.js';
import { KycDocType, KycStatus, UserKind } from '../options.js';

export const KycCheck = z.object({
  id: z.int(),
  user_id: z.int(),
  user_name: z.string(),
  user_kind: UserKind.schema,
  document_type: KycDocType.schema,
  status: KycStatus.schema,
  reviewer: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  submitted_at: Instant,
  reviewed_at: z.nullable(Instant),
});
