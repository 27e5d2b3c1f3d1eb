import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Amount, Instant, RowId } from '../common.js';
import { AnalysisResult, FundsRecoveryStatus, SituationType } from '../options.js';
import { Details } from './med-details.js';

// MED 2.0's funds recovery ("recuperação de valores", Res. BCB 493/2025): for a Pix our customer
// paid and contests, the DICT follows the money through up to five layers of accounts, raises an
// infraction report at each institution it reached, and once they agree has each send back what it
// holds, in returns credited to our customer.

/** Up to here a recovery may be cancelled; from REFUNDING on, the money is on its way back. */
export const CANCELLABLE_RECOVERY_STATUSES = ['CREATED', 'TRACKED', 'AWAITING_ANALYSIS', 'ANALYSED'] as const;

/** One Pix of the money's trail as the DICT tracked it: layer 1 is the contested Pix. */
export const TrackedPix = z.object({
  layer: z.int(),
  end_to_end_id: z.string(),
  debited_ispb: z.string(),
  credited_ispb: z.string(),
  credited_name: z.nullable(z.string()),
  amount: Amount,
  settled_at: Instant,
  /** What the credited institution blocked of it, for the recovery. */
  held: Amount,
  infraction_report_id: z.nullable(z.string()),
  analysis_result: z.nullable(AnalysisResult.schema),
  refund_id: z.nullable(z.string()),
  /** The return that sent it back to our customer, and how much it carried. */
  return_id: z.nullable(z.string()),
  refunded: Amount,
});
export type TrackedPix = z.infer<typeof TrackedPix>;

export const FundsRecovery = z.object({
  id: z.int(),
  dict_id: z.string(),
  case_id: z.int(),
  status: FundsRecoveryStatus.schema,
  situation_type: SituationType.schema,
  details: z.string(),
  contested_amount: Amount,
  /** What the returns brought back so far. */
  recovered_amount: Amount,
  trail: z.array(TrackedPix),
  requested_by: z.string(),
  created_at: Instant,
  updated_at: Instant,
});
export type FundsRecovery = z.infer<typeof FundsRecovery>;

/** Whether a recovery may still be cancelled: until the refunds start. */
export const recoveryCancellable = (recovery: Pick<FundsRecovery, 'status'>) => (CANCELLABLE_RECOVERY_STATUSES as readonly string[]).includes(recovery.status);

export const fundsRecoveryCreate = endpoint({
  path: '/api/v1/med/funds_recovery/create',
  access: 'med.manage',
  mutation: true,
  summary: 'Open a funds recovery at the DICT for the Pix our customer paid and contests (within the 80 days of the refund window): the DICT follows the money through up to five layers and has each institution send back what it holds',
  body: z.strictObject({ case_id: RowId, situation_type: SituationType.schema, details: Details }),
  data: FundsRecovery,
});

export const fundsRecoveryCancel = endpoint({
  path: '/api/v1/med/funds_recovery/cancel',
  access: 'med.manage',
  mutation: true,
  summary: 'Cancel a funds recovery of ours before its refunds start (REFUNDING)',
  body: z.strictObject({ id: RowId }),
  data: FundsRecovery,
});
