import { z } from './zod.js';

/**
 * The fixed option lists of the product, in one place: the contracts validate against their
 * codes and `/api/v1/selection` hands them to the console as `{ name, code }`.
 */
function optionList<const Code extends string>(entries: Record<Code, string>) {
  const codes = Object.keys(entries) as [Code, ...Code[]];
  return {
    codes,
    schema: z.enum(codes),
    options: codes.map((code) => ({ name: entries[code], code })),
  };
}

export const Currency = optionList({ BRL: 'BRL - Real' });
export const UserStatus = optionList({ active: 'Active', blocked: 'Blocked' });
export const UserKind = optionList({ user: 'User', merchant: 'Merchant' });
export const DocType = optionList({ CPF: 'CPF', CNPJ: 'CNPJ' });
export const KycDocType = optionList({
  RG: 'RG (identity card)', CNH: 'CNH (driving licence)', CTPS: 'CTPS (work card)', RNE_RNM: 'RNE/RNM (foreign national)', PASSPORT: 'Passport',
  CIN: 'CIN (national identity card)',
});
export const KycStatus = optionList({ pending: 'Pending', approved: 'Approved', rejected: 'Rejected' });
export const LimitsType = optionList({ PIX: 'Pix', PIX_SAQUE: 'Pix Saque', PIX_TROCO: 'Pix Troco' });
export const PeriodType = optionList({
  DAYTIME: 'Daytime (06:00–20:00)',
  NIGHTTIME: 'Nighttime (20:00–06:00)',
});
/** Whom a Pix limit applies to: the same kinds of customer, a list of its own. */
export const Target = optionList({ user: 'User', merchant: 'Merchant' });
export const TradeType = optionList({ payin: 'Pay-in', payout: 'Payout' });
export const TradeStatus = optionList({
  pending: 'Pending', processing: 'Processing', success: 'Success', failed: 'Failed',
  refunded: 'Refunded',
});
export const PixKeyType = optionList({
  CPF: 'CPF', CNPJ: 'CNPJ', EMAIL: 'E-mail', PHONE: 'Phone', EVP: 'Random key (EVP)',
});
export const PixKeyStatus = optionList({
  active: 'Active', pending_claim: 'Pending claim', pending_portability: 'Pending portability',
  deleted: 'Deleted',
});
export const PixKeyAction = optionList({
  register: 'Register', delete: 'Delete', claim: 'Ownership claim', portability: 'Portability',
  claim_received: 'Claim received', claim_confirmed: 'Claim confirmed', claim_completed: 'Claim completed', claim_cancelled: 'Claim cancelled',
});
/** A DICT claim: an ownership claim (phone and e-mail keys) or a portability (any key, same owner). */
export const ClaimType = optionList({ OWNERSHIP: 'Ownership claim', PORTABILITY: 'Portability' });
export const ClaimStatus = optionList({
  OPEN: 'Open', WAITING_RESOLUTION: 'Waiting resolution', CONFIRMED: 'Confirmed', COMPLETED: 'Completed', CANCELLED: 'Cancelled',
});
/** Our side of a claim: we ask for the key (claimer) or we hold it (donor). */
export const ClaimRole = optionList({ claimer: 'We claim the key', donor: 'We hold the key' });
export const ClaimCancelReason = optionList({
  CLAIMER_REQUEST: 'Asked by the claimer', DONOR_REQUEST: 'Asked by the holder', ACCOUNT_CLOSURE: 'Account closed', FRAUD: 'Fraud',
  DEFAULT_OPERATION: 'Deadline passed (DICT)',
});
export const ClaimConfirmReason = optionList({ USER_REQUESTED: 'Asked by the customer', DEFAULT_OPERATION: 'Deadline passed (DICT)' });
/** A fraud marker at the DICT, after a confirmed infraction. */
export const FraudKind = optionList({
  APPLICATION_FRAUD: 'Application fraud', MULE_ACCOUNT: 'Mule account', SCAMMER_ACCOUNT: 'Scammer account', OTHER: 'Other',
});
export const FraudTarget = optionList({ person: 'Person (CPF/CNPJ)', key: 'Pix key' });
export const FraudMarkerStatus = optionList({ active: 'Active', cancelled: 'Cancelled' });
/** What the Pix engine did with a payout to a key or person under a fraud marker. */
export const MarkedPayeeRule = optionList({
  refused: 'Refused: the payee is marked for fraud', held_for_review: 'Held for a second look', allowed_below_review: 'Allowed: below the review amount',
  allowed: 'Allowed by the setting', released_after_review: 'Sent after a second look', refused_after_review: 'Refused after a second look',
});
export const AccountStatus = optionList({ inactive: 'Inactive', active: 'Active' });
export const AccountType = optionList({
  CACC: 'Checking (CACC)', SVGS: 'Savings (SVGS)', TRAN: 'Payment (TRAN)', SLRY: 'Salary (SLRY)',
});
export const FreezeStatus = optionList({ active: 'Active', released: 'Released' });
/** What a hold (freeze) is for: each has its own rules of expiry and release. */
export const HoldType = optionList({
  internal_risk: 'Internal risk', cautionary: 'Cautionary block (72 h)', med: 'MED', judicial: 'Judicial order',
});
/** Which side of a contested Pix our customer is on. */
export const MedSide = optionList({ payer: 'Our customer paid (we ask)', receiver: 'Our customer received (we are asked)' });
export const MedOrigin = optionList({
  contestation: 'Customer contestation', infraction_report: 'Infraction report', refund_request: 'Refund request', staff: 'Opened by staff',
});
export const MedCaseStatus = optionList({ open: 'Open', closed: 'Closed' });
/** Which deadlines a list keeps (MED cases, DICT claims): those due by the end of today, or already past. */
export const MedDue = optionList({ due_today: 'Due today', overdue: 'Overdue' });
export const RefundReason = optionList({ FRAUD: 'Fraud', OPERATIONAL_FLAW: 'Operational flaw', REFUND_CANCELLED: 'Refund cancelled' });
export const RefundStatus = optionList({ OPEN: 'Open', CLOSED: 'Closed', CANCELLED: 'Cancelled' });
export const RefundResult = optionList({ TOTALLY_ACCEPTED: 'Totally accepted', PARTIALLY_ACCEPTED: 'Partially accepted', REJECTED: 'Rejected' });
export const RefundRejection = optionList({
  NO_BALANCE: 'No balance left', ACCOUNT_CLOSURE: 'Account closed', CANNOT_REFUND: 'Cannot refund', OTHER: 'Other',
});
/** The role of a refund request: we ask (`requesting`), or we are asked (`contested`). */
export const RefundRole = optionList({ requesting: 'We ask', contested: 'We are asked' });
export const FundsLogKind = optionList({
  deposit: 'Deposit', freeze: 'Freeze', unfreeze: 'Unfreeze', fee: 'Fee deduction',
  payin: 'Pix received', payout: 'Pix sent', payout_rejected: 'Pix sent, rejected',
  return_sent: 'Return sent', return_rejected: 'Return rejected', return_received: 'Return received',
});
/** Why a Pix's money goes back to its payer (the central bank's pacs.004 reasons). */
export const ReturnReason = optionList({
  MD06: 'MD06 - Requested by the customer who received it', BE08: 'BE08 - Operational error of an institution',
  FR01: 'FR01 - Fraud', SL02: 'SL02 - Pix Saque or Troco not delivered',
});
/**
 * Why the SPI, or we for it, refuse or reject a Pix (the central bank's pacs.002 reason codes, and
 * pacs.004's for a return): the codes the engine and the simulated SPI answer.
 */
export const SpiReason = optionList({
  AB03: 'AB03 - No answer from the SPI in time', AB09: 'AB09 - Rejected by the receiving participant',
  AC03: 'AC03 - No such account', AC06: 'AC06 - Blocked account', AC07: 'AC07 - Closed or inactive account',
  AM02: 'AM02 - Amount not allowed (over a limit)', AM04: 'AM04 - Insufficient funds', AM05: 'AM05 - Duplicate or unknown payment',
  AM09: 'AM09 - Amount refused by the receiver', BE01: 'BE01 - Payer or payee not as the account holds them', RR04: 'RR04 - Regulatory reason',
  AM01: 'AM01 - Zero amount', DS02: 'DS02 - Participant blocked from sending', DUPL: 'DUPL - Duplicate payment', ED05: 'ED05 - Refused by the SPI',
  RC09: 'RC09 - Wrong payer institution', RC10: 'RC10 - Wrong payee institution',
});
export type SpiReasonCode = (typeof SpiReason.codes)[number];
export const ReturnStatus = optionList({ processing: 'Waiting for the SPI', settled: 'Settled', rejected: 'Rejected' });
export const StaffStatus = optionList({ active: 'Active', disabled: 'Disabled' });
/** How an audited call ended: done, held for a second person (`asked`: nothing moved yet), refused, or failed. */
export const AuditResult = optionList({ ok: 'OK', asked: 'Awaiting approval', refused: 'Refused', failed: 'Failed' });
/** Where a list export stands: waiting for the worker, being written, ready to download, failed, or past its keeping time. */
export const ExportStatus = optionList({ queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed', expired: 'Expired' });
export type ExportStatus = (typeof ExportStatus.codes)[number];
export const ApprovalAction = optionList({
  fee_create: 'Deduct a fee',
  hold_release: 'Release a hold',
  limit_increase: 'Raise a Pix limit',
  marked_unblock: 'Unblock a customer with an active fraud marker',
  policy_change: 'Turn off or loosen an approval policy',
  refund_accept: 'Accept a refund request',
  role_change: "Create, change or delete a role, or change a member's role",
  staff_create: 'Create a staff account',
  totp_reset: "Reset a member's two-factor",
});
export type ApprovalAction = (typeof ApprovalAction.codes)[number];
export const ApprovalStatus = optionList({
  pending: 'Waiting', approved: 'Approved', rejected: 'Rejected', withdrawn: 'Withdrawn', expired: 'Expired',
});
export const ReportType = optionList({ APIX001: 'APIX001 - Pix monthly statistics' });
export const ReportStatus = optionList({
  pending: 'Pending', generated: 'Generated', submitted: 'Submitted', accepted: 'Accepted', rejected: 'Rejected',
});
export const InfractionType = optionList({ FRAUD: 'Fraud', REFUND_REQUEST: 'Refund request' });
export const SituationType = optionList({
  SCAM: 'Scam', ACCOUNT_TAKEOVER: 'Account takeover', COERCION: 'Coercion', FRAUDULENT_ACCESS: 'Fraudulent access',
  OTHER: 'Other', UNKNOWN: 'Unknown',
});
export const AnalysisResult = optionList({ AGREED: 'Agreed', DISAGREED: 'Disagreed' });
/** A funds recovery's states (MED 2.0): the DICT tracks the money, the institutions it reached analyse, then send back what they hold. */
export const FundsRecoveryStatus = optionList({
  CREATED: 'Created', TRACKED: 'Trail tracked', AWAITING_ANALYSIS: 'Awaiting analysis', ANALYSED: 'Analysed', REFUNDING: 'Refunding', COMPLETED: 'Completed', CANCELLED: 'Cancelled',
});
export const InfractionStatus = optionList({ open: 'Open', received: 'Received', closed: 'Closed', canceled: 'Canceled' });
/** Whether an infraction report still runs (open or received) or has ended (closed or canceled). */
export const InfractionActive = optionList({ active: 'Active (open or received)', inactive: 'Ended (closed or canceled)' });

/** The value of a filter that means "no filter". The spec sends it as the string "0". */
export const ALL = '0';

/**
 * Every option list by the name clients word it under: the `selection` lists (same names) and the
 * lists only screens show. The English names above are the product's English words for the codes;
 * a client keeps its other languages beside this table, one entry per code.
 */
export const OPTION_LISTS = {
  currency: Currency,
  status: UserStatus,
  user_kind: UserKind,
  doc_type: DocType,
  kyc_doc_type: KycDocType,
  kyc_status: KycStatus,
  limits_type: LimitsType,
  period_type: PeriodType,
  target: Target,
  trade_type: TradeType,
  trade_status: TradeStatus,
  pix_key_type: PixKeyType,
  pix_key_status: PixKeyStatus,
  pix_key_action: PixKeyAction,
  account_status: AccountStatus,
  account_type: AccountType,
  freeze_status: FreezeStatus,
  funds_log_kind: FundsLogKind,
  return_reason: ReturnReason,
  return_status: ReturnStatus,
  spi_reason: SpiReason,
  staff_status: StaffStatus,
  audit_result: AuditResult,
  export_status: ExportStatus,
  report_type: ReportType,
  report_status: ReportStatus,
  infraction_type: InfractionType,
  situation_type: SituationType,
  analysis_result: AnalysisResult,
  funds_recovery_status: FundsRecoveryStatus,
  infraction_status: InfractionStatus,
  infraction_active: InfractionActive,
  hold_type: HoldType,
  med_side: MedSide,
  med_origin: MedOrigin,
  med_case_status: MedCaseStatus,
  med_due: MedDue,
  refund_reason: RefundReason,
  refund_status: RefundStatus,
  refund_result: RefundResult,
  refund_rejection: RefundRejection,
  refund_role: RefundRole,
  claim_type: ClaimType,
  claim_status: ClaimStatus,
  claim_role: ClaimRole,
  claim_cancel_reason: ClaimCancelReason,
  claim_confirm_reason: ClaimConfirmReason,
  fraud_kind: FraudKind,
  fraud_target: FraudTarget,
  fraud_marker_status: FraudMarkerStatus,
  marked_payee_rule: MarkedPayeeRule,
  approval_action: ApprovalAction,
  approval_status: ApprovalStatus,
};
export type OptionListName = keyof typeof OPTION_LISTS;
export type OptionCode<L extends OptionListName> = (typeof OPTION_LISTS)[L]['codes'][number];
