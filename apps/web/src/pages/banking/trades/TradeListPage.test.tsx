import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatCentavos, type Permission } from '@wallet/contracts';
import TradeListPage from './TradeListPage';
import { envelope, fakeApi, Location, renderScreen, session, SignedIn, trade, TRADE_PATHS, tradeExport, tradePage } from '../../../test-support/trade-test-kit';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { toast } from '../../../test-support/toast';


const EXPORTER: Permission[] = ['trades.view', 'trades.export'];
const rows = [trade(), trade({ id: 502, trade_no: 'T202601150002', trade_type: 'payout', status: 'failed', amount: 2_500, fee: 0, finished_at: null })];

function show(url = '/banking/transactions', permissions = EXPORTER, list = () => tradePage(rows)) {
  const api = fakeApi({ ...session(permissions), [TRADE_PATHS.list]: list });
  renderScreen(<><TradeListPage /><Location /><SignedIn /></>, url);
  return api;
}

const typeInto = (name: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

setUpGridScreenTests();

describe('TradeListPage', () => {
  it('sends every filter of the URL as the contract reads it, amounts in centavos', async () => {
    const api = show(
      '/banking/transactions?trade_type=payin&trade_status=success&currency=BRL&merchant=Azul&created_from=2026-01-01&created_to=2026-01-31&amount_min=1.500,00&amount_max=2000',
    );
    await waitFor(() =>
      expect(api.bodiesOf(TRADE_PATHS.list)).toEqual([{
        page: 1, page_size: 50, trade_type: 'payin', trade_status: 'success', currency: 'BRL', merchant: 'Azul',
        created_from: '2026-01-01', created_to: '2026-01-31', amount_min: 150_000, amount_max: 200_000,
      }]),
    );
    expect((screen.getByRole('textbox', { name: 'Amount from' }) as HTMLInputElement).value).toBe('1.500,00');
  });

  it('reads amounts typed in reais on Search, and holds back one that is no amount', async () => {
    const api = show();
    await waitFor(() => expect(api.bodiesOf(TRADE_PATHS.list)).toHaveLength(1));
    typeInto('Amount from', '10,5');
    typeInto('Amount to', 'ten');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type an amount in reais, e.g. 1.500,00')).toBeTruthy();
    expect(api.bodiesOf(TRADE_PATHS.list)).toHaveLength(1);

    typeInto('Amount to', '1.234,56');
    typeInto('Exact search', ' E18236120202601151200abcdefghijk ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.bodiesOf(TRADE_PATHS.list).at(-1)).toEqual({
        page: 1, page_size: 50, trade_type: '0', trade_status: '0', currency: '0', amount_min: 1_050, amount_max: 123_456, search: 'E18236120202601151200abcdefghijk',
      }),
    );
    expect(screen.getByTestId('location').textContent).toContain('amount_min=10%2C5');
  });

  it('says what an empty date range and the exact search mean', async () => {
    show();
    expect(screen.getByText('The last 7 days when empty')).toBeTruthy();
    expect(screen.getByText('Trade no, end-to-end id (any case) or txid, across all dates')).toBeTruthy();
    expect(await screen.findByText('T202601150001')).toBeTruthy();
  });

  it('shows each trade with links to its detail and its merchant', async () => {
    show();
    const row = (await screen.findByText('T202601150002')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'T202601150002' }).getAttribute('href')).toBe('/banking/transactions/detail?id=502');
    expect(within(row).getByRole('link', { name: 'Loja Azul Ltda' }).getAttribute('href')).toBe('/userCenter/merchantList/detail?id=9');
    expect(within(row).getByText('Payout')).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('R$ 25,00')).toBeTruthy();
    expect(within(row).getByText('Ana Souza')).toBeTruthy();
    expect(within(row).getByText('E18236120202601151200abcdefghijk')).toBeTruthy();
    expect(within(row).getByText('2026-01-15 09:00:00')).toBeTruthy();
  });

  it('shows a capped count as a lower bound, and no totals past it', async () => {
    show('/banking/transactions', EXPORTER, () => tradePage(rows, { total: 10_000, capped: true }));
    expect(await screen.findByText('1–50 of 10,000+')).toBeTruthy();
    expect(screen.getByTestId('trade-totals').textContent).toBe('More than 10,000 trades match: narrow the filters to see what they add up to');
  });

  it('says what the selected trades add up to, in the member\'s language', async () => {
    show();
    const totals = await screen.findByTestId('trade-totals');
    const amount = rows.reduce((sum, trade) => sum + trade.amount, 0);
    const fee = rows.reduce((sum, trade) => sum + trade.fee, 0);
    expect(totals.textContent).toBe(`${rows.length} trades, ${formatCentavos(amount)} in all, ${formatCentavos(fee)} in fees`);
  });

  it('sends the payer or payee as typed, for the server to read as a document, an account or a name', async () => {
    const api = show('/banking/transactions?party=529.982.247-25');
    await screen.findByText('T202601150001');
    expect(api.bodiesOf(TRADE_PATHS.list).at(-1)).toMatchObject({ party: '529.982.247-25' });
  });

  it('queues an export of the applied filters in São Paulo time (no zone chosen), then opens the trade downloads', async () => {
    const api = show('/banking/transactions?trade_status=failed&amount_min=10&search=T1&page=2');
    api.answers[TRADE_PATHS.exportList] = () => envelope(200, 'Export 3 queued', tradeExport({ status: 'queued', progress: 0 }));
    // Typed but not applied: not part of the export.
    typeInto('Customer', 'Azul');
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/userCenter/tradeDownload'));
    expect(api.bodiesOf(TRADE_PATHS.exportList)).toEqual([{
      list: '/api/v1/trade/list', format: 'csv', time_zone: 'America/Sao_Paulo',
      filters: { trade_type: '0', trade_status: 'failed', currency: '0', amount_min: 1_000, search: 'T1' },
    }]);
    expect(toast.success).toHaveBeenCalledWith('Export 3 queued', expect.anything());
  });

  it('stays on the list when the export is refused', async () => {
    const api = show();
    api.answers[TRADE_PATHS.exportList] = () => envelope(403, 'Missing trades.export');
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Missing trades.export', expect.anything()));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/banking/transactions');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('queues one export however often Export is clicked while it is queued', async () => {
    const api = show();
    let arrive: (response: Response) => void = () => undefined;
    api.answers[TRADE_PATHS.exportList] = () => new Promise((resolve) => { arrive = resolve; });
    const button = await screen.findByRole('button', { name: 'Export' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    expect(api.bodiesOf(TRADE_PATHS.exportList)).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/banking/transactions');
    arrive(envelope(200, 'Export 3 queued', tradeExport({ status: 'queued', progress: 0 })));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/userCenter/tradeDownload'));
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('offers no export to a member who may only look', async () => {
    show('/banking/transactions', ['trades.view']);
    await screen.findByText('signed in');
    await screen.findByText('T202601150001');
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
