/** What the Pix screens' tests share: a fake API behind `fetch`, sample rows, and the providers a page has. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useMe } from '../../api/hooks';
import { auth, selection, type banking, type Option, type Permission, type pix, type users } from '@wallet/contracts';

export const envelope = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });

export const page = (list: unknown[]) => envelope(200, 'ok', { list, pagination: { total: list.length, page: 1, page_size: 50 } });

/** Answers a call from its body; a path without an answer gets a 404 envelope. */
export type Answer = (body: Record<string, unknown>) => Response;

/** Puts a fake API behind `fetch`; change `answers` between steps to change what it says. */
export function fakeApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const answer = answers[url];
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    return Promise.resolve(answer ? answer(body) : envelope(404, `Nothing answers ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    answers,
    /** The bodies sent to one path, in order. */
    bodiesOf: (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(init.body as string) as unknown),
  };
}

/** The member's session, holding these permissions. */
export const signedInWith = (permissions: Permission[]): Record<string, Answer> => ({
  [auth.me.path]: () =>
    envelope(200, 'ok', {
      admin: { id: 1, username: 'ops', name: 'Ops', email: 'ops@example.com', role: { id: 2, name: 'Operations' }, status: 'active', totp_enabled: false, last_login_at: null },
      permissions,
    }),
});

/** Shows "signed in" once the member's permissions have arrived, so a test can wait for them. */
export function SignedIn() {
  return useMe().data ? <p>signed in</p> : null;
}

/** The option lists, with the given ISPB participants. */
export const selectionWith = (ispb: Option[]): Record<string, Answer> => ({
  [selection.selection.path]: () => envelope(200, 'ok', { ...selection.FIXED_SELECTION, ispb }),
});

/** Renders as the default layout does: a fresh query cache and a router. */
export function renderScreen(ui: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

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
