/**
 * Every reason or note the server writes into a record by itself (a statement line's "Pix from…",
 * a key's "Registered at the DICT", an SPI rejection), declared once: a stable key, the parameters
 * its words need, and its English words. A record keeps the key and the parameters, never the
 * sentence, and each client words them in its reader's language, as it words what the server says
 * (`messages.ts`). What a member typed is kept as they typed it: a record's text is `Stated`.
 *
 * This module has no schemas and no dependencies (it imports types only): the console's catalogue imports it.
 */

import { entry, type MessageEntry } from './templates.js';
import type { OptionCode, OptionListName } from './options.js';

export const NOTES = {
  // Statement lines (the ledger's transfers), written by the Pix engine and the MED
  'pix.received': entry('Pix from {{payer}}', { payer: 'text' }),
  'pix.sent': entry('Pix to {{payee}}', { payee: 'text' }),
  'pix.settled': entry('Settled at the SPI'),
  'pix.rejected': entry('Rejected at the SPI: {{code}}', { code: 'option:spi_reason' }),
  'return.sent': entry('Return {{code}}', { code: 'option:return_reason' }),
  'return.sent_because': entry('Return {{code}}: {{reason}}', { code: 'option:return_reason', reason: 'text' }),
  'return.settled': entry('Return settled at the SPI'),
  'return.rejected': entry('Return rejected at the SPI: {{code}}', { code: 'option:spi_reason' }),
  'return.received': entry('Return {{code}} from {{payee}}', { code: 'option:return_reason', payee: 'text' }),
  'return.by_payee_institution': entry("Returned by the payee's institution"),
  'return.customer_asked': entry("Returned at the customer's request"),
  'med.refund_paid': entry('MED refund request {{request}}', { request: 'text' }),

  // Why a Pix failed (a trade's failure reason): the SPI's answer, or our refusal before sending it
  'spi.refused': entry('{{code}}', { code: 'option:spi_reason' }),
  'spi.insufficient': entry('{{code}}: {{available}} available for {{total}}', { code: 'option:spi_reason', available: 'money', total: 'money' }),
  'spi.money_held': entry('{{code}}: {{held}} of the account is held, {{available}} available for {{total}}', {
    code: 'option:spi_reason', held: 'money', available: 'money', total: 'money',
  }),
  'spi.over_limit': entry('{{code}}: {{used}} of the {{period}} limit of {{limit}} used', {
    code: 'option:spi_reason', used: 'money', period: 'option:period_type', limit: 'money',
  }),
  'spi.payee_marked': entry('{{code}}: the payee is marked for fraud at the DICT', { code: 'option:spi_reason' }),
  'spi.return_above_left': entry('{{code}}: {{returned}} returned, {{left}} left of the payout', { code: 'option:spi_reason', returned: 'money', left: 'money' }),
  'spi.refused_after_review': entry('{{code}}: refused after a second look: {{reason}}', { code: 'option:spi_reason', reason: 'text' }),

  // A Pix key's history and its claims
  'key.registered': entry('Registered at the DICT'),
  'key.account_closed': entry('Deleted at the DICT as its account closed'),
  'key.claim_lost': entry('The {{type}} was cancelled: the key stays at {{ispb}}', { type: 'option:claim_type', ispb: 'text' }),
  'key.moved_away': entry('Moved to {{ispb}} by the {{type}} {{claim}}', { ispb: 'text', type: 'option:claim_type', claim: 'text' }),
  'claim.opened': entry('Claim opened at the DICT: the key is held at another participant'),
  'claim.received': entry('Another participant claims this key at the DICT'),
  'claim.donor_confirmed': entry("The holder's institution confirmed the claim at the DICT"),
  'claim.other_side_cancelled': entry('The other side cancelled the claim at the DICT'),
  'claim.claimer_completed': entry('The claimer completed the claim at the DICT: the key left us'),
  'claim.we_completed': entry('We completed the claim: the key is ours'),
  'claim.withdrawn_by_deletion': entry('We withdrew the claim: staff deleted the key we were claiming'),
  'claim.portability_lapsed': entry('The donor did not answer within 7 days: the DICT cancelled the portability'),
  'claim.ownership_lapsed': entry('The holder did not prove ownership within 7 days: the DICT confirmed the claim'),
  'claim.completion_lapsed': entry('The claimer did not complete within 7 days: the DICT cancelled the claim'),

  // Why the system released a hold (a freeze's release reason, and its statement line)
  'hold.expired': entry('Cautionary block expired after 72 hours without escalation (Res. BCB 147/2021)'),
  'hold.returned': entry('Returned to the payer through the MED'),
  'hold.case_closed': entry('Released as its MED case closed'),

  // A MED case's timeline: what opened the case, the refund requests and their answers, the returns
  'med.contested': entry('{{situation}}: {{details}}', { situation: 'option:situation_type', details: 'text' }),
  'med.reported': entry('Infraction report {{report}}: {{situation}}', { report: 'text', situation: 'option:situation_type' }),
  'med.asked_by_request': entry('Refund request {{request}} at the DICT', { request: 'text' }),
  'med.taken_from': entry('Taken over from {{member}}', { member: 'text' }),
  'med.refund_reason': entry('{{reason}}: {{details}}', { reason: 'option:refund_reason', details: 'text' }),
  'med.refund_asked_of': entry('{{holder}} ({{ispb}}): {{details}}', { holder: 'text', ispb: 'text', details: 'text' }),
  'med.refund_result': entry('{{result}}: {{details}}', { result: 'option:refund_result', details: 'text' }),
  'med.refund_rejection': entry('{{rejection}}: {{details}}', { rejection: 'option:refund_rejection', details: 'text' }),
  'med.return': entry('Return {{return}}', { return: 'text' }),
  'med.return_refused': entry('Return {{return}} refused: {{code}}', { return: 'text', code: 'option:spi_reason' }),
  'med.recovery_status': entry('Funds recovery {{recovery}}: {{status}}', { recovery: 'text', status: 'option:funds_recovery_status' }),
  'med.closed_by_recovery': entry('The funds recovery completed: {{amount}} came back', { amount: 'money' }),
  'med.closed_by_answer': entry('The other side answered: {{result}}', { result: 'option:refund_result' }),
  'fraud.marked': entry('{{kind}}: {{subject}}. {{note}}', { kind: 'option:fraud_kind', subject: 'text', note: 'text' }),

  // An infraction report's history: which side moved it, the other participant by name
  'infraction.reported': entry('Reported by {{by}}', { by: 'text' }),
  'infraction.acknowledged': entry('Acknowledged by {{by}}', { by: 'text' }),
  'infraction.closed': entry('Closed by {{by}} with the analysis {{analysis}}', { by: 'text', analysis: 'option:analysis_result' }),
  'infraction.canceled': entry('Canceled by {{by}}', { by: 'text' }),
  'infraction.we_reported': entry('Reported by us'),
  'infraction.we_acknowledged': entry('Acknowledged by us'),
  'infraction.we_closed': entry('Closed by us with the analysis {{analysis}}', { analysis: 'option:analysis_result' }),
  'infraction.we_canceled': entry('Canceled by us'),

  // An APIX report's operation log: its generation job and its filing at the STA
  'report.queued': entry('Queued as job {{job}}', { job: 'text' }),
  'report.built': entry('{{trades}} trades, {{bytes}} bytes', { trades: 'number', bytes: 'number' }),
  'report.build_failed': entry('Job {{job}} failed: {{error}}', { job: 'text', error: 'text' }),
  'report.sent': entry('Protocol {{protocol}}', { protocol: 'text' }),
  'report.sent_replacing': entry('Protocol {{protocol}}, sent as a replacement', { protocol: 'text' }),
} as const;
// Checked apart: `satisfies` would lend its type to the entries' inference and widen their parameters.
const NOTES_SHAPE: Readonly<Record<string, MessageEntry>> = NOTES;
void NOTES_SHAPE;

export type NoteKey = keyof typeof NOTES;
type ParamsOf<K extends NoteKey> = (typeof NOTES)[K]['params'];
type ValueOf<Kind> = Kind extends 'money' | 'number' ? number : Kind extends `option:${infer L extends OptionListName}` ? OptionCode<L> : string;
export type NoteParams<K extends NoteKey> = { [P in keyof ParamsOf<K>]: ValueOf<ParamsOf<K>[P]> };

/** A note the server wrote: a key of `NOTES` and its parameters, as a record keeps it. */
export interface Note<K extends NoteKey = NoteKey> {
  key: K;
  params: NoteParams<K>;
}

/** A record's text: a member's own words as they typed them, or a note the server wrote. */
export type Stated = string | Note;

export const note = <K extends NoteKey>(key: K, ...params: keyof ParamsOf<K> extends never ? [] : [NoteParams<K>]): Note<K> =>
  ({ key, params: (params[0] ?? {}) as NoteParams<K> });

export const isNoteKey = (key: unknown): key is NoteKey => typeof key === 'string' && Object.hasOwn(NOTES, key);

/** The claim notes by the names the claims module moves under (`claimNote('received')`). */
export type ClaimNoteName = { [K in NoteKey]: K extends `claim.${infer Name}` ? Name : never }[NoteKey];
export const claimNote = (name: ClaimNoteName): Note => note(`claim.${name}`);

/** Why a Pix failed, as its trade keeps it: one of the SPI's reasons (`spi.…`), each naming its code. */
export type SpiNote = Note<Extract<NoteKey, `spi.${string}`>>;
