/** What the bank account screens' tests share besides the fake API: a session and an account. */
import type { banking } from '@wallet/contracts';

export { envelope, fakeApi, renderScreen, SignedIn, type Answer } from '../../../test-support/fake-api';

export { meAnswer as signedInWith, selectionAnswer } from '../../../test-support/session';

export function bankAccount(overrides: Partial<banking.BankAccount> = {}): banking.BankAccount {
  return {
    id: 12,
    owner_id: 7,
    owner_name: 'Ana Souza',
    owner_kind: 'user',
    owner_document: '52998224725',
    ispb: '18236120',
    ispb_name: 'Nu Pagamentos S.A. - IP',
    branch: '0001',
    account_number: '12345',
    account_type: 'CACC',
    currency: 'BRL',
    status: 'active',
    available: 150000,
    frozen: 2500,
    created_at: '2025-01-02T13:00:00.000Z',
    updated_at: '2025-01-03T13:00:00.000Z',
    ...overrides,
  };
}
