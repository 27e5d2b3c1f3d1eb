/** What the screens' tests share: a fake API behind `fetch`, and the providers the default layout gives a page. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { cockpit, endpoints } from '@wallet/contracts';
import { useMe, useRefreshAfterMutations } from '../api/hooks';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { MuiLocale } from '../i18n/mui/MuiLocale';

/** An answer's envelope; `words` is `msg` as catalogue words, which the console shows in the member's language. */
export const envelope = (code: number, msg: string, data: unknown = null, words?: { key: string; params: object }) =>
  new Response(JSON.stringify({ code, msg, data, ...(words && { words }) }), { status: 200, headers: { 'content-type': 'application/json' } });

export const page = (list: unknown[]) => envelope(200, 'ok', { list, pagination: { total: list.length, page: 1, page_size: 50, total_capped: false } });

/** Answers a call from its body, at each call, so a test can change it on the way; a path without an answer gets a 404 envelope. */
export type Answer = (body: Record<string, unknown>) => Response | Promise<Response>;

/** A request's body as an object: JSON parsed, or a form's fields (its file as a File). */
const bodyOf = (init: RequestInit) =>
  (init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : JSON.parse(init.body as string)) as Record<string, unknown>;

const endpointAt = new Map(endpoints.map((endpoint) => [endpoint.path, endpoint]));

/** What the fakes of the current test answered against their contracts; `test-setup.ts` fails the test when it is not empty. */
export const contractBreaks: string[] = [];

/** An envelope's code and data, when the answer is one (a file download is not). */
async function envelopeOf(response: Response): Promise<{ code?: unknown; data?: unknown } | null> {
  try {
    const parsed: unknown = JSON.parse(await response.clone().text());
    return typeof parsed === 'object' && parsed !== null && 'code' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Holds the fake's answer to the contract it stands for: a path no contract declares, or a success
 * whose data the endpoint's own data schema refuses, is a contract break, and the test that wrote
 * it fails. A fake that drifts from its contract cannot keep a test green.
 */
async function checkedAnswer(url: string, response: Response): Promise<Response> {
  const endpoint = endpointAt.get(url);
  if (!endpoint) {
    contractBreaks.push(`${url}: no contract declares this path`);
    return response;
  }
  const answer = await envelopeOf(response);
  if (answer?.code !== 200) return response;
  const checked = endpoint.data.safeParse(answer.data);
  if (!checked.success) contractBreaks.push(`${url}: ${checked.error.issues.map((issue) => `${issue.path.join('.') || '(data)'} ${issue.message}`).join('; ')}`);
  return response;
}

/** What every list screen asks besides its rows, answered as for a member who saved no view. */
const LIST_SCREEN_ANSWERS: Record<string, Answer> = {
  [cockpit.viewList.path]: () => envelope(200, 'ok', { views: [], layout: null }),
};

/** Puts a fake API behind `fetch`; change `answers` between steps to change what it says. */
export function fakeApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const answer = answers[url] ?? LIST_SCREEN_ANSWERS[url];
    return answer ? checkedAnswer(url, await answer(bodyOf(init))) : envelope(404, `Nothing answers ${url}`);
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

/** Renders as the default layout does: a fresh query cache, a router, MUI's words, the confirmation dialog, refresh after changes. */
export function renderScreen(ui: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <MuiLocale>
          <ConfirmProvider>
            <RefreshAfterMutations />
            {ui}
          </ConfirmProvider>
        </MuiLocale>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
