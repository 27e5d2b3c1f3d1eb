import { defineWords } from '../i18n/words';

/**
 * The words of a record named `kind:id` (an audit entry's target, a statement line's reference),
 * `t('recordLink.user', { id })`: every kind the server names, each by its number.
 */
export const recordLinkWords = defineWords({
  admin: 'Staff member {{id}}',
  approval_policy: 'Approval policy "{{id}}"',
  approval_request: 'Approval request {{id}}',
  bank_account: 'Bank account {{id}}',
  claim: 'Claim {{id}}',
  dict_key: 'Key {{id}} at the DICT',
  fee: 'Fee {{id}}',
  fraud_marker: 'Fraud marker {{id}}',
  freeze: 'Freeze {{id}}',
  funds_freeze: 'Freeze {{id}}',
  infraction: 'Infraction report {{id}}',
  job: 'Background job {{id}}',
  kyc: 'KYC check {{id}}',
  kyc_document: 'KYC document {{id}}',
  list_layout: 'Column layout of {{id}}',
  med_case: 'MED case {{id}}',
  med_refund_request: 'Refund request {{id}}',
  month_report: 'APIX report {{id}}',
  pix_key: 'Pix key {{id}}',
  pix_limit: 'Pix limit {{id}}',
  refund_request: 'Refund request {{id}}',
  role: 'Role {{id}}',
  saved_view: 'Saved view {{id}}',
  session: 'Sign-in {{id}}',
  trade: 'Trade {{id}}',
  trade_export: 'Export {{id}}',
  user: 'Customer {{id}}',
});
