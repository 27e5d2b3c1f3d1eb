/** What the bank account screens' tests share: a fake API behind `fetch`, an account, and the providers. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { banking, Permission } from '@wallet/contracts';
import { useMe, useRefreshAfterMutations } from '../../../api/hooks';
import { ConfirmProvider } from '../../../components/ConfirmDialog';

export const envelope = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });

export const signedInWith = (permissions: Permission[]) => () =>
  envelope(200, 'ok', { admin: { id: 1, username: 'ops', name: 'Ops' }, permissions });

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
    bodiesOf: (path: string) =>
      fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(init.body as string) as unknown),
  };
}

/** Shows "signed in" once the member's permissions have arrived, so a test can wait for them. */
export function SignedIn() {
  return useMe().data ? <p>signed in</p> : null;
}

function Refresh({ children }: { children: ReactNode }) {
  useRefreshAfterMutations();
  return children;
}

/** Renders as the default layout does: a fresh query cache, the confirmation dialog, refresh after changes. */
export function renderScreen(ui: ReactNode, url = '/banking/accounts') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <MemoryRouter initialEntries={[url]}>
          <Refresh>{ui}</Refresh>
        </MemoryRouter>
      </ConfirmProvider>
    </QueryClientProvider>,
  );
}
