/**
 * The MED's figures and the system's release reasons: plain values, apart from the MED's schemas,
 * so that a screen that only words a release or counts a block down does not load every schema
 * of the MED (re-exported by med.ts: `regulatory.med.CAUTIONARY_HOLD_HOURS`).
 */

/** Hours a cautionary block (bloqueio cautelar) may hold money before it is released or escalated. */
export const CAUTIONARY_HOLD_HOURS = 72;
/** Days after a Pix within which a refund request may be made. */
export const REFUND_WINDOW_DAYS = 80;
/** Days the contested side has to analyse a refund request (and we, a contestation). */
export const MED_ANALYSIS_DAYS = 7;

/**
 * Why the system released a hold, as stored on it (`release_reason`): stable English words the
 * console words in each language. A release staff asked for carries their own words.
 */
export const SYSTEM_RELEASE_REASONS = {
  expired: 'Cautionary block expired after 72 hours without escalation (Res. BCB 147/2021)',
  returned: 'Returned to the payer through the MED',
  case_closed: 'Released as its MED case closed',
} as const;
