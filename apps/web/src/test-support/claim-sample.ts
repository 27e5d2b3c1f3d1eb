/** A sample DICT claim, for the claim screens' tests and the customer page's. */
import type { pix } from '@wallet/contracts';

type Claim = pix.claims.Claim;
const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A portability of one of our keys asked by another participant, waiting for our answer, due in `hoursLeft`. */
export function claim(overrides: Partial<Claim> = {}, hoursLeft = 100): Claim {
  return {
    id: 7, dict_id: 'c1a2b3c4-0000-4000-8000-000000000007', claim_type: 'PORTABILITY', role: 'donor', status: 'WAITING_RESOLUTION',
    key_id: 31, key_type: 'PHONE', key_value: '+5511912345678', owner_id: 9, owner_name: 'Ana Souza', owner_kind: 'user', account_id: 12, account_number: '12345',
    counterparty_ispb: '18236120', counterparty_name: 'Nu Pagamentos S.A. - IP', opened_at: hoursFromNow(-24), resolution_period_end: hoursFromNow(hoursLeft),
    completion_period_end: null, next_deadline_at: hoursFromNow(hoursLeft), confirm_reason: null, cancel_reason: null, cancelled_by: null,
    updated_at: hoursFromNow(-24), closed_at: null,
    ...overrides,
  };
}
