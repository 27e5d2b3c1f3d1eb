/** What the Pix screens' tests share besides the fake API (and a user's detail, with its accounts and keys): a session, the option lists and sample rows. */
import { auth, selection, type banking, type Option, type Permission, type pix, type users } from '@wallet/contracts';
import type { Answer } from './fake-api';
import { meAnswer, selectionAnswer } from './session';

export { envelope, fakeApi, page, renderScreen, SignedIn } from './fake-api';

/** The member's session, holding these permissions. */
export const signedInWith = (permissions: Permission[]): Record<string, Answer> => ({
  [auth.me.path]: meAnswer(permissions),
});

/** The option lists, with the given ISPB participants. */
export const selectionWith = (ispb: Option[]): Record<string, Answer> => ({
  [selection.selection.path]: selectionAnswer({ ispb }),
});

export function bankAccount(overrides: Partial<banking.BankAccount> = {}): banking.BankAccount {
  return {
    id: 12, owner_id: 7, owner_name: 'Ana Souza', owner_kind: 'user', owner_document: '52998224725',
    ispb: '18236120', ispb_name: 'Nu Pagamentos S.A. - IP', branch: '0001', account_number: '12345',
    account_type: 'CACC', currency: 'BRL', status: 'active', available: 150000, frozen: 0,
    created_at: '2025-01-02T13:00:00.000Z', updated_at: '2025-01-03T13:00:00.000Z',
    ...overrides,
  };
}

export function pixKey(overrides: Partial<pix.keys.PixKey> = {}): pix.keys.PixKey {
  return {
    id: 31, key_type: 'EMAIL', key_value: 'ana@example.com', status: 'active', owner_id: 7, owner_name: 'Ana Souza',
    account_id: 12, account_number: '12345', branch: '0001', ispb: '18236120',
    created_at: '2025-01-02T13:00:00.000Z', updated_at: '2025-01-02T13:00:00.000Z', deleted_reason: null,
    ...overrides,
  };
}

export function pixLimit(overrides: Partial<pix.limits.PixLimit> = {}): pix.limits.PixLimit {
  return {
    id: 5, owner_id: 7, owner_name: 'Ana Souza', target: 'user', limits_type: 'PIX', period_type: 'NIGHTTIME',
    amount: 100_000, pending_amount: null, pending_effective_at: null, updated_by: 'ops', updated_at: '2025-01-02T13:00:00.000Z',
    ...overrides,
  };
}

export function walletUser(overrides: Partial<users.WalletUser> = {}): users.WalletUser {
  return {
    id: 7, kind: 'user', name: 'Ana Souza', email: 'ana@example.com', phone: '+5511912345678', doc_type: 'CPF', doc_number: '52998224725',
    status: 'active', blocked_reason: null, kyc_status: 'approved', created_at: '2025-01-02T13:00:00.000Z',
    ...overrides,
  };
}
