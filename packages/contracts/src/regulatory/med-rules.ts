/**
 * The MED's figures: plain values, apart from the MED's schemas,
 * so that a screen that only counts a block down does not load every schema
 * of the MED (re-exported by med.ts: `regulatory.med.CAUTIONARY_HOLD_HOURS`).
 */

/** Hours a cautionary block (bloqueio cautelar) may hold money before it is released or escalated. */
export const CAUTIONARY_HOLD_HOURS = 72;
/** Days after a Pix within which a refund request may be made. */
export const REFUND_WINDOW_DAYS = 80;
/** Days the contested side has to analyse a refund request (and we, a contestation). */
export const MED_ANALYSIS_DAYS = 7;

