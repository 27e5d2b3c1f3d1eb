import { z } from 'zod';

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
  RG: 'RG', CNH: 'CNH', CTPS: 'CTPS', RNE_RNM: 'RNE/RNM', PASSPORT: 'Passport', CIN: 'CIN',
});
export const KycStatus = optionList({ pending: 'Pending', approved: 'Approved', rejected: 'Rejected' });
export const LimitsType = optionList({ PIX: 'Pix', PIX_SAQUE: 'Pix Saque', PIX_TROCO: 'Pix Troco' });
export const PeriodType = optionList({
  DAYTIME: 'Daytime (06:00-20:00)',
  NIGHTTIME: 'Nighttime (20:00-06:00)',
});
export const Target = UserKind;
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
});
export const AccountStatus = optionList({ inactive: 'Inactive', active: 'Active' });
export const AccountType = optionList({
  CACC: 'Checking (CACC)', SVGS: 'Savings (SVGS)', TRAN: 'Payment (TRAN)', SLRY: 'Salary (SLRY)',
});
export const FreezeStatus = optionList({ active: 'Active', released: 'Released' });
export const FundsLogKind = optionList({
  deposit: 'Deposit', freeze: 'Freeze', unfreeze: 'Unfreeze', fee: 'Fee deduction',
});
export const StaffStatus = optionList({ active: 'Active', disabled: 'Disabled' });
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
export const InfractionStatus = optionList({ open: 'Open', received: 'Received', closed: 'Closed', canceled: 'Canceled' });
/** Whether an infraction report still runs (open or received) or has ended (closed or canceled). */
export const InfractionActive = optionList({ active: 'Active (open or received)', inactive: 'Ended (closed or canceled)' });

/** The value of a filter that means "no filter". The spec sends it as the string "0". */
export const ALL = '0';
