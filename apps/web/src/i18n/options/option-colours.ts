import type { OptionCode, OptionListName } from '@wallet/contracts';

/** The colours of MUI's chip, by the meaning the console gives them. */
export type OptionColour = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** How an option shows: a colour on an outlined chip, or a filled chip for a state that must catch the eye. */
export type OptionLook = OptionColour | { filled: OptionColour };

const filled = (colour: OptionColour) => ({ filled: colour });

/**
 * The colour of every option a screen shows as a chip, once, beside its words: green is settled or
 * in force, orange waits on someone, red refuses or holds, blue is on its way, grey is over. A list
 * here must colour every one of its codes (the type check says which is missing); `OptionChip`
 * takes only the lists named here.
 */
export const OPTION_COLOURS = {
  status: { active: 'success', blocked: filled('error') },
  kyc_status: { pending: 'warning', approved: 'success', rejected: 'error' },
  staff_status: { active: 'success', disabled: filled('default') },
  account_status: { active: 'success', inactive: filled('default') },
  trade_status: { pending: 'default', processing: 'info', success: 'success', failed: 'error', refunded: 'warning' },
  export_status: { queued: 'default', running: 'info', done: 'success', failed: 'error', expired: 'default' },
  // An active freeze still holds money, so it stands out; a released one does not.
  freeze_status: { active: filled('warning'), released: 'default' },
  // A cautionary block and a MED hold run against deadlines.
  hold_type: { internal_risk: 'default', cautionary: 'warning', med: 'error', judicial: 'secondary' },
  funds_log_kind: {
    deposit: 'success', payin: 'success', freeze: 'warning', unfreeze: 'info', fee: 'primary', payout: 'secondary', payout_rejected: 'default',
    return_sent: 'secondary', return_rejected: 'default', return_received: 'success',
  },
  pix_key_status: { active: 'success', pending_claim: 'warning', pending_portability: 'warning', deleted: 'default' },
  pix_key_action: {
    register: 'success', delete: 'default', claim: 'warning', portability: 'info',
    claim_received: 'warning', claim_confirmed: 'info', claim_completed: 'success', claim_cancelled: 'default',
  },
  claim_status: { OPEN: 'warning', WAITING_RESOLUTION: 'warning', CONFIRMED: 'info', COMPLETED: 'success', CANCELLED: 'default' },
  claim_role: { claimer: 'info', donor: 'secondary' },
  fraud_marker_status: { active: 'error', cancelled: 'default' },
  med_case_status: { open: 'warning', closed: 'default' },
  med_side: { payer: 'info', receiver: 'secondary' },
  refund_status: { OPEN: 'warning', CLOSED: 'success', CANCELLED: 'default' },
  // Running at the DICT in orange, done in green.
  funds_recovery_status: { CREATED: 'info', TRACKED: 'info', AWAITING_ANALYSIS: 'warning', ANALYSED: 'warning', REFUNDING: 'warning', COMPLETED: 'success', CANCELLED: 'default' },
  // Waiting on the central bank in orange, ready to file in blue.
  report_status: { pending: 'default', generated: 'info', submitted: 'warning', accepted: 'success', rejected: 'error' },
  // Open reports wait for our answer, received ones for our analysis.
  infraction_status: { open: 'warning', received: 'info', closed: 'success', canceled: 'default' },
  audit_result: { ok: 'success', asked: 'info', refused: 'warning', failed: 'error' },
  approval_status: { pending: filled('warning'), approved: filled('success'), rejected: filled('error'), withdrawn: filled('default'), expired: filled('default') },
} as const satisfies { [L in OptionListName]?: Record<OptionCode<L>, OptionLook> };

/** A list whose options have colours: one `OptionChip` can show. */
export type ColouredList = keyof typeof OPTION_COLOURS;
