import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { ListColumn } from './table/columns';
import { endpoint, listData, Paging } from '@wallet/contracts';
import { z } from '@wallet/contracts';
import { initI18n } from '../../i18n';
import { ListPage, type FilterSpec, type ListPageProps } from './ListPage';
import { MuiLocale } from '../../i18n/mui/MuiLocale';


const Trade = z.object({ id: z.string(), payer: z.string(), amount: z.number() });
type Trade = z.infer<typeof Trade>;

const LIST_PATH = '/api/v1/test/list';
const listOf = <Body extends z.ZodMiniType>(body: Body) =>
  endpoint({ path: LIST_PATH, access: 'signed-in', summary: 'A list to test ListPage with', body, data: listData(Trade) });
const sortableList = listOf(
  z.strictObject({
    ...Paging,
    status: z._default(z.string(), '0'),
    keyword: z.optional(z.string()),
    start_date: z.optional(z.iso.date()),
    end_date: z.optional(z.iso.date()),
    sort_by: z.optional(z.string()),
    sort_order: z.optional(z.enum(['asc', 'desc'])),
  }),
);
const unsortableList = listOf(z.strictObject({ ...Paging }));

const columns: ListColumn<Trade>[] = [
  { field: 'payer', headerName: 'Payer', width: 200 },
  { field: 'amount', headerName: 'Amount', width: 150 },
];
const filters: FilterSpec[] = [
  { name: 'status', label: 'Status', kind: 'select', options: 'trade_status' },
  { name: 'keyword', label: 'Keyword', kind: 'text' },
];
const trades: Trade[] = [
  { id: 't-1', payer: 'Ana Souza', amount: 12345 },
  { id: 't-2', payer: 'Bruno Lima', amount: 500 },
];

const envelope = (code: number, msg: string, data: unknown = null) =>
  new Response(JSON.stringify({ code, msg, data }), { status: 200, headers: { 'content-type': 'application/json' } });
const page = (list: Trade[], total = list.length) => envelope(200, 'ok', { list, pagination: { total, page: 1, page_size: 50, total_capped: false } });

let fetchMock: ReturnType<typeof vi.fn>;
/** What the next list calls answer, in order; the last one answers every call after it. */
let listAnswers: (() => Response)[];

/** The bodies the list endpoint was called with, in order (the selection call is left out). */
const listBodies = () =>
  fetchMock.mock.calls.filter(([url]) => url === LIST_PATH).map(([, init]) => JSON.parse((init as RequestInit).body as string) as unknown);
const lastListBody = () => listBodies().at(-1);

/** Shows the query string, and steps back in history like the browser's Back button. */
function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}

function show(url = '/trades', props: Partial<ListPageProps<Trade>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <MuiLocale>
          <ListPage endpoint={sortableList} title="Trades" columns={columns} filters={filters} {...props} />
        </MuiLocale>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');
const waitForCalls = (count: number) => waitFor(() => expect(listBodies()).toHaveLength(count));

async function chooseStatus(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

beforeAll(() => {
  initI18n();
  // The grid measures itself; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  listAnswers = [() => page(trades)];
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/v1/selection') {
      return envelope(200, 'ok', { trade_status: [{ name: 'Success', code: 'success' }, { name: 'Failed', code: 'failed' }] });
    }
    // A member with no saved view (views/ViewsMenu.test.tsx tests them).
    if (url === '/api/v1/view/list') return envelope(200, 'ok', { views: [], layout: null });
    const answer = listAnswers.length > 1 ? listAnswers.shift()! : listAnswers[0]!;
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ListPage', () => {
  it('asks for page 1 of 50 with every select at All, and shows the rows', async () => {
    show();
    expect(screen.getByRole('heading', { name: 'Trades' })).toBeTruthy();
    expect(await screen.findByText('Ana Souza')).toBeTruthy();
    expect(screen.getByText('Bruno Lima')).toBeTruthy();
    expect(listBodies()).toEqual([{ page: 1, page_size: 50, status: '0' }]);
    expect(search().toString()).toBe('');
  });

  it('shows the empty message for an empty list', async () => {
    listAnswers = [() => page([])];
    show();
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error with a Retry that asks again', async () => {
    listAnswers = [() => envelope(500, 'Unexpected error (request r-1)'), () => page(trades)];
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded');
    expect(screen.queryByText('Nothing matches these filters')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ana Souza')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(listBodies()).toHaveLength(2);
  });

  it('restores paging, sorting and filters from the URL', async () => {
    listAnswers = [() => page(trades, 500)];
    show('/trades?status=failed&keyword=ana&page=3&page_size=10&sort_by=amount&sort_order=desc');
    await waitForCalls(1);
    expect(listBodies()[0]).toEqual({ page: 3, page_size: 10, status: 'failed', keyword: 'ana', sort_by: 'amount', sort_order: 'desc' });
    expect((screen.getByRole('textbox', { name: 'Keyword' }) as HTMLInputElement).value).toBe('ana');
    // The select shows the value once the selection lists have arrived.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Failed'));
    await screen.findByText('Ana Souza');
    expect(listBodies()).toHaveLength(1);
  });

  it('moves to the last page when the URL asks for one past the end', async () => {
    show('/trades?page=9');
    await waitForCalls(2);
    expect(listBodies()).toEqual([{ page: 9, page_size: 50, status: '0' }, { page: 1, page_size: 50, status: '0' }]);
    // The page is asked for as it is drawn, before the address shows it.
    await waitFor(() => expect(search().toString()).toBe(''));
  });

  it('goes back to page 1 with the filter when a select changes', async () => {
    listAnswers = [() => page(trades, 500)];
    show('/trades?page=3');
    await screen.findByText('Ana Souza');
    expect(listBodies()).toEqual([{ page: 3, page_size: 50, status: '0' }]);
    await chooseStatus('Failed');
    await waitForCalls(2);
    expect(lastListBody()).toEqual({ page: 1, page_size: 50, status: 'failed' });
    expect(search().toString()).toBe('status=failed');
  });

  it('comes back to the previous filters on Back', async () => {
    show();
    await waitForCalls(1);
    await chooseStatus('Failed');
    await waitFor(() => expect(search().get('status')).toBe('failed'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: 'typed, not applied' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(search().toString()).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('All');
    expect((screen.getByRole('textbox', { name: 'Keyword' }) as HTMLInputElement).value).toBe('');
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    let answerSecondPage: (response: Response) => void = () => {};
    const secondPage = new Promise<Response>((resolve) => (answerSecondPage = resolve));
    fetchMock.mockImplementation(async (url: string) => (url === LIST_PATH && listBodies().length === 2 ? secondPage : page(trades, 120)));
    show();
    await screen.findByText('Ana Souza');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitForCalls(2);
    expect(screen.getByText('Ana Souza')).toBeTruthy();
    answerSecondPage(page([{ id: 't-51', payer: 'Carla Dias', amount: 1 }], 120));
    expect(await screen.findByText('Carla Dias')).toBeTruthy();
    expect(screen.queryByText('Ana Souza')).toBeNull();
  });

  it('applies text on Search, not while typing, and Reset clears every filter', async () => {
    show('/trades?status=success');
    await waitForCalls(1);
    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: '  ana ' } });
    await act(async () => {});
    expect(listBodies()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitForCalls(2);
    expect(lastListBody()).toEqual({ page: 1, page_size: 50, status: 'success', keyword: 'ana' });
    expect(search().get('keyword')).toBe('ana');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitForCalls(3);
    expect(lastListBody()).toEqual({ page: 1, page_size: 50, status: '0' });
    expect(search().toString()).toBe('');
    expect((screen.getByRole('textbox', { name: 'Keyword' }) as HTMLInputElement).value).toBe('');
  });

  it('applies text on Enter (the form submits)', async () => {
    show();
    await waitForCalls(1);
    const keyword = screen.getByRole('textbox', { name: 'Keyword' });
    fireEvent.change(keyword, { target: { value: 'bruno' } });
    fireEvent.submit(keyword.closest('form')!);
    await waitForCalls(2);
    expect(lastListBody()).toMatchObject({ page: 1, keyword: 'bruno' });
  });

  it('applies days on Search, from two day fields', async () => {
    const withDays: FilterSpec[] = [{ name: 'created', label: 'Created', kind: 'dateRange', startField: 'start_date', endField: 'end_date' }];
    show('/trades', { filters: withDays });
    await waitForCalls(1);
    const from = await screen.findByLabelText('Created: From') as HTMLInputElement;
    expect(from.type).toBe('text');
    expect(from.placeholder).toBe('YYYY-MM-DD');
    fireEvent.change(from, { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Created: To'), { target: { value: '2026-01-31' } });
    await act(async () => {});
    expect(listBodies()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitForCalls(2);
    expect(lastListBody()).toEqual({ page: 1, page_size: 50, start_date: '2026-01-01', end_date: '2026-01-31' });
    expect(search().toString()).toBe('start_date=2026-01-01&end_date=2026-01-31');
  });

  it('shows a typed invalid day as the field\'s error and keeps it out of the list\'s request', async () => {
    const withDays: FilterSpec[] = [{ name: 'created', label: 'Created', kind: 'dateRange', startField: 'start_date', endField: 'end_date' }];
    show('/trades', { filters: withDays });
    await waitForCalls(1);
    const from = await screen.findByLabelText('Created: From');
    fireEvent.change(from, { target: { value: '2026-02-30' } });
    fireEvent.blur(from);
    expect(screen.getByText('Enter a valid date (YYYY-MM-DD)')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitForCalls(2);
    expect(lastListBody()).toEqual({ page: 1, page_size: 50 });
    expect(search().toString()).toBe('');
  });

  it('asks again when Search finds nothing changed', async () => {
    show();
    await waitForCalls(1);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitForCalls(2);
    expect(lastListBody()).toEqual(listBodies()[0]);
  });

  it('pages on the server, counting pages from 1', async () => {
    listAnswers = [() => page(trades, 120)];
    show();
    await screen.findByText('Ana Souza');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitForCalls(2);
    expect(lastListBody()).toEqual({ page: 2, page_size: 50, status: '0' });
    expect(search().get('page')).toBe('2');

    // Typing re-renders the page; the grid must not take that for a new sort and leave page 2.
    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: 'a' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(search().get('page')).toBe('2');
    expect(listBodies()).toHaveLength(2);
  });

  it('offers page sizes 5 to 100, and a new size starts again from page 1', async () => {
    listAnswers = [() => page(trades, 500)];
    show('/trades?page=2');
    await screen.findByText('Ana Souza');
    // The grid hides the size choice on narrow screens, and jsdom's screen counts as narrow.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i, hidden: true }));
    const sizes = await screen.findAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['5', '10', '25', '50', '100']);
    fireEvent.click(screen.getByRole('option', { name: '10' }));
    await waitFor(() => expect(lastListBody()).toEqual({ page: 1, page_size: 10, status: '0' }));
    expect(search().toString()).toBe('page_size=10');
  });

  it('sorts on the server and goes back to page 1', async () => {
    listAnswers = [() => page(trades, 120)];
    show('/trades?page=2');
    await screen.findByText('Ana Souza');
    fireEvent.click(screen.getByText('Amount'));
    await waitFor(() => expect(lastListBody()).toMatchObject({ sort_by: 'amount', sort_order: 'asc' }));
    expect(lastListBody()).toMatchObject({ page: 1 });
    expect(search().get('sort_by')).toBe('amount');
  });

  it('comes back to the previous page and sort on Back', async () => {
    listAnswers = [() => page(trades, 500)];
    show('/trades?page=3');
    await screen.findByText('Ana Souza');
    fireEvent.click(screen.getByText('Amount'));
    await waitFor(() => expect(search().toString()).toBe('sort_by=amount&sort_order=asc'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(search().toString()).toBe('page=3'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(search().toString()).toBe('page=3');
    // Page 3's answer came less than two seconds ago: it is shown again without asking.
    expect(listBodies()).toEqual([{ page: 3, page_size: 50, status: '0' }, { page: 1, page_size: 50, status: '0', sort_by: 'amount', sort_order: 'asc' }]);
  });

  it('sends no sort to an endpoint that does not take one', async () => {
    show('/trades?sort_by=amount&sort_order=desc', { endpoint: unsortableList, filters: [] });
    await waitForCalls(1);
    expect(listBodies()[0]).toEqual({ page: 1, page_size: 50 });
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('counts exactly, or says the count is a lower bound when the server capped it', async () => {
    listAnswers = [() => page(trades, 120)];
    show();
    expect(await screen.findByText('1–50 of 120')).toBeTruthy();
    cleanup();

    listAnswers = [() => envelope(200, 'ok', { list: trades, pagination: { total: 10_000, page: 1, page_size: 50, total_capped: true } })];
    show();
    expect(await screen.findByText('1–50 of 10,000+')).toBeTruthy();
  });

  it('shows a note from the answer and its own empty text', async () => {
    listAnswers = [() => page([])];
    show('/trades', { note: (data) => <p>{data.pagination.total} rows in all</p>, emptyText: 'Nothing exported yet' });
    expect(await screen.findByText('Nothing exported yet')).toBeTruthy();
    expect(screen.getByText('0 rows in all')).toBeTruthy();
  });

  it('adds the fixed body, a toolbar and row actions', async () => {
    show('/trades', {
      fixedBody: { user_id: 'u-9' },
      toolbar: <button type="button">Export</button>,
      rowActions: (row) => <button type="button">Open {row.id}</button>,
    });
    expect(await screen.findByRole('button', { name: 'Open t-1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open t-2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.getByText('Actions')).toBeTruthy();
    expect(listBodies()[0]).toEqual({ page: 1, page_size: 50, status: '0', user_id: 'u-9' });
  });
});
