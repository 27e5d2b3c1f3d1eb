/**
 * The names records give what no member did: apart from the staff contract (which re-exports them,
 * and keeps them from being taken as usernames), so that a screen that only words who did something
 * (`MemberName`) does not bring every staff schema.
 *
 * This module has no dependencies.
 */

/** The name records give what nobody did by hand (a hold expiring, a Pix arriving). */
export const SYSTEM_OPERATOR = 'system';
/** The names records give what the customer or the DICT did, in a MED case's history. */
export const CUSTOMER_OPERATOR = 'customer';
export const DICT_OPERATOR = 'DICT';
