/** What the screens' tests share: a fake API behind `fetch`, and the providers the default layout gives a page. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { useMe, useRefreshAfterMutations } from '../api/hooks';
import { ConfirmProvider } from '../components/ConfirmDialog';

export const envelope = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });

export const page = (list: unknown[]) => envelope(200, 'ok', { list, pagination: { total: list.length, page: 1, page_size: 50 } });

/** Answers a call from its body, at each call, so a test can change it on the way; a path without an answer gets a 404 envelope. */
export type Answer = (body: Record<string, unknown>) => Response | Promise<Response>;

/** A request's body as an object: JSON parsed, or a form's fields (its file as a File). */
const bodyOf = (init: RequestInit) =>
  (init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : JSON.parse(init.body as string)) as Record<string, unknown>;

/** Puts a fake API behind `fetch`; change `answers` between steps to change what it says. */
export function fakeApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const answer = answers[url];
    return Promise.resolve(answer ? answer(bodyOf(init)) : envelope(404, `Nothing answers ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);
  return {
    answers,
    fetchMock,
    /** The bodies sent to one path, in order (a form as its fields). */
    bodiesOf: (path: string) => callsTo(path).map(([, init]) => bodyOf(init) as unknown),
    /** The Idempotency-Key headers sent to one path, in order. */
    keysOf: (path: string) => callsTo(path).map(([, init]) => (init.headers as Record<string, string>)['idempotency-key']),
  };
}

/** Shows "signed in" once the member's permissions have arrived, so a test can wait for them. */
export function SignedIn() {
  return useMe().data ? <p>signed in</p> : null;
}

function RefreshAfterMutations() {
  useRefreshAfterMutations();
  return null;
}

/** Renders as the default layout does: a fresh query cache, a router, the confirmation dialog, refresh after changes. */
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
