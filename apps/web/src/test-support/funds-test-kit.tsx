// Shared by the funds screens' tests besides the fake API (and the MED's, for a case's holds): a session, an account, amounts as written.
import type { banking } from '@wallet/contracts';

export { envelope, fakeApi, page, renderScreen, type Answer } from './fake-api';
export { meAnswer as me, selectionAnswer } from './session';

export const account = (overrides: Partial<banking.BankAccount> = {}): banking.BankAccount => ({
  id: 5, owner_id: 7, owner_name: 'Ana Souza', owner_kind: 'user', owner_document: '52998224725', ispb: '18236120', ispb_name: 'Nu Pagamentos',
  branch: '0001', account_number: '12345', account_type: 'CACC', currency: 'BRL', status: 'active', available: 100_000, frozen: 0,
  created_at: '2025-01-02T13:00:00.000Z', updated_at: '2025-01-02T13:00:00.000Z',
  ...overrides,
});

/** Amounts are written with a no-break space after "R$"; tests type a plain one. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

/** A freeze whole by its contract: an internal-risk hold of R$ 30,00 still holding R$ 20,00 unless told otherwise. */
export const freezeRow = (overrides: Partial<banking.Freeze> = {}): banking.Freeze => ({
  id: 31, account_id: 5, account_number: '12345', owner_name: 'Ana Souza', amount: 3000, remaining: 2000, status: 'active',
  hold_type: 'internal_risk', expires_at: null, court_order: null, trade_id: null, case_id: null,
  reason: 'MED analysis', release_reason: null, created_by: 'ops', created_at: '2025-03-01T12:00:00.000Z', released_at: null, release_request_id: null,
  ...overrides,
});
