/** A sample MED case, for the MED screens' tests and the customer page's. */
import type { regulatory } from '@wallet/contracts';

type MedCase = regulatory.med.MedCase;
const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A case whose next deadline is `hoursLeft` from now (negative: overdue). */
export function medCase(overrides: Partial<MedCase> = {}, hoursLeft = 100): MedCase {
  return {
    id: 12, trade_id: 501, trade_no: 'T202601150001', end_to_end_id: 'E18236120202601151200abcdefghijk', side: 'receiver', origin: 'infraction_report',
    status: 'open', amount: 150_000, customer_id: 9, customer_name: 'Loja Azul Ltda', customer_kind: 'merchant', account_id: 12, account_number: '12345',
    counterparty_ispb: '18236120', counterparty_name: 'Nu Pagamentos S.A. - IP', contestation_id: null, assigned_to: null,
    next_deadline_at: hoursFromNow(hoursLeft), next_deadline_kind: 'report_analysis', opened_by: 'DICT', opened_at: hoursFromNow(-24),
    closed_at: null, close_note: null,
    ...overrides,
  };
}
