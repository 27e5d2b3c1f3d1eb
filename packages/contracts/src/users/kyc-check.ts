import { z } from 'zod';
import { Instant } from '../common.js';
import { KycDocType, KycStatus, UserKind } from '../options.js';

export const KycCheck = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  user_kind: UserKind.schema,
  document_type: KycDocType.schema,
  status: KycStatus.schema,
  reviewer: z.string().nullable(),
  reason: z.string().nullable(),
  submitted_at: Instant,
  reviewed_at: Instant.nullable(),
});
