// Shared by the funds screens' tests only: a fake server by path, and the providers a signed-in screen has.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { banking } from '@wallet/contracts';
import { useRefreshAfterMutations } from '../../../api/hooks';
import { ConfirmProvider } from '../../../components/ConfirmDialog';

export const envelope = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });

export const page = (list: unknown[]) => envelope(200, 'ok', { list, pagination: { total: list.length, page: 1, page_size: 50 } });

/** What each path answers; a function is asked at each call, so a test can change it on the way. */
export type Answers = Record<string, () => Response | Promise<Response>>;

export function fakeServer(answers: Answers) {
  const fetchMock = vi.fn((url: string) => {
    const answer = answers[url];
    return Promise.resolve(answer ? answer() : envelope(404, `No answer for ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).map((call) => call as unknown as [string, RequestInit]);
  return {
    fetchMock,
    /** The JSON bodies sent to a path, in order. */
    bodiesTo: (path: string) => callsTo(path).map(([, init]) => JSON.parse(init.body as string) as unknown),
    /** The Idempotency-Key headers sent to a path, in order. */
    keysTo: (path: string) => callsTo(path).map(([, init]) => (init.headers as Record<string, string>)['idempotency-key']),
  };
}

/** As the default layout does: every list and balance is asked again after a mutation. */
function RefreshAfterMutations() {
  useRefreshAfterMutations();
  return null;
}

export function renderScreen(ui: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ConfirmProvider>
          <RefreshAfterMutations />
          {ui}
        </ConfirmProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const me = (permissions: string[]) => () => envelope(200, 'ok', { user: { id: 1, username: 'ops' }, permissions });

export const account = (overrides: Partial<banking.BankAccount> = {}): banking.BankAccount => ({
  id: 5, owner_id: 7, owner_name: 'Ana Souza', owner_kind: 'user', owner_document: '52998224725', ispb: '18236120', ispb_name: 'Nu Pagamentos',
  branch: '0001', account_number: '12345', account_type: 'CACC', currency: 'BRL', status: 'active', available: 100_000, frozen: 0,
  created_at: '2025-01-02T13:00:00.000Z', updated_at: '2025-01-02T13:00:00.000Z',
  ...overrides,
});

/** Amounts are written with a no-break space after "R$"; tests type a plain one. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
