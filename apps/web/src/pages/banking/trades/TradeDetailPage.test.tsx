import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import TradeDetailPage from './TradeDetailPage';
import { envelope, fakeApi, renderScreen, session, TRADE_PATHS, tradeDetail } from '../../../test-support/trade-test-kit';
import { toast } from '../../../test-support/toast';


const NBSP = '\u00a0';
let api: ReturnType<typeof fakeApi>;

/** The value a description list gives a term, as text. */
const factOf = (container: HTMLElement, term: string) => within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const show = (url = '/banking/transactions/detail?id=501') => renderScreen(<TradeDetailPage />, url);

beforeAll(() => void initI18n('en'));
beforeEach(() => {
  api = fakeApi({
    ...session(['trades.view']),
    [TRADE_PATHS.detail]: ({ id }) => (id === 501 ? envelope(200, 'ok', tradeDetail()) : envelope(404, `Trade ${String(id)} not found`)),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TradeDetailPage', () => {
  it('shows the summary, with links to the merchant and its bank account', async () => {
    show();
    const summary = await screen.findByRole('region', { name: 'Trade T202601150001' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trade T202601150001' })).toBeTruthy();
    expect(factOf(summary, 'Type')).toBe('Pay-in');
    expect(within(summary).getByText('Success').closest('[data-option="trade_status"]')?.getAttribute('data-code')).toBe('success');
    expect(factOf(summary, 'Amount')).toBe(`R$${NBSP}1.500,00`);
    expect(factOf(summary, 'Fee')).toBe(`R$${NBSP}1,50`);
    expect(factOf(summary, 'Currency')).toBe('BRL');
    expect(factOf(summary, 'Created')).toBe('2026-01-15 09:00:00');
    expect(factOf(summary, 'Finished')).toBe('2026-01-15 09:00:05');
    expect(factOf(summary, 'Description')).toBe('Pedido 8812');
    expect(within(summary).queryByText('Failure reason')).toBeNull();
    expect(within(summary).getByRole('link', { name: 'Loja Azul Ltda' }).getAttribute('href')).toBe('/userCenter/merchantList/detail?id=9');
    // In the same tab: Back returns to the trade.
    const account = within(summary).getByRole('link', { name: 'Account 12345' });
    expect(account.getAttribute('href')).toBe('/banking/accounts/detail?id=12');
    expect(account.getAttribute('target')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe('/banking/transactions');
  });

  it('shows both parties with their documents formatted and their banks', async () => {
    show();
    const payer = await screen.findByRole('region', { name: 'Payer' });
    expect(factOf(payer, 'Name')).toBe('Ana Souza');
    expect(factOf(payer, 'CPF / CNPJ')).toBe('529.982.247-25');
    expect(factOf(payer, 'Bank')).toBe('18236120 - Nu Pagamentos S.A. - IP');
    expect(factOf(payer, 'Branch')).toBe('0001');
    expect(factOf(payer, 'Account')).toBe('99887');
    const payee = screen.getByRole('region', { name: 'Payee' });
    expect(factOf(payee, 'CPF / CNPJ')).toBe('11.222.333/0001-81');
    // A participant missing from the table shows its ISPB alone.
    expect(factOf(payee, 'Bank')).toBe('00000000');
  });

  it('lists the statuses oldest first, with their times', async () => {
    show();
    const timeline = await screen.findByRole('region', { name: 'Status timeline' });
    expect(within(timeline).getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Pending2026-01-15 09:00:00',
      'Processing2026-01-15 09:00:02',
      'Success2026-01-15 09:00:05',
    ]);
  });

  it('shows the money the trade moved: each transfer with its entries, or that there is none', async () => {
    api.answers[TRADE_PATHS.detail] = () => envelope(200, 'ok', tradeDetail({
      transfers: [
        { id: 71, kind: 'payout', created_at: '2026-01-15T12:00:02.000Z', entries: [
          { ledger_account: 'customer_available', bank_account_id: 12, account_number: '12345', amount: -2_550 },
          { ledger_account: 'payouts_in_flight', bank_account_id: null, account_number: null, amount: 2_500 },
          { ledger_account: 'fee_revenue', bank_account_id: null, account_number: null, amount: 50 },
        ] },
        { id: 72, kind: 'payout_settled', created_at: '2026-01-15T12:00:05.000Z', entries: [
          { ledger_account: 'payouts_in_flight', bank_account_id: null, account_number: null, amount: -2_500 },
          { ledger_account: 'settlement', bank_account_id: null, account_number: null, amount: 2_500 },
        ] },
      ],
    }));
    show();
    const money = await screen.findByRole('region', { name: 'Money moved' });
    expect(within(money).getByText(/^Transfer 71: Pix sent, into payouts in flight/)).toBeTruthy();
    expect(within(money).getByText('Available money of account 12345')).toBeTruthy();
    expect(within(money).getByText('Our settlement account at the SPI')).toBeTruthy();
    expect(within(money).getAllByRole('row')).toHaveLength(2 + 3 + 2);
    cleanup();
    api.answers[TRADE_PATHS.detail] = () => envelope(200, 'ok', tradeDetail());
    show();
    expect(await within(await screen.findByRole('region', { name: 'Money moved' })).findByText(/No ledger transfer carries this trade/)).toBeTruthy();
  });

  it('says why a failed trade failed, and links no account that is not ours', async () => {
    api.answers[TRADE_PATHS.detail] = () =>
      envelope(200, 'ok', tradeDetail({
        status: 'failed', failure_reason: { key: 'spi.insufficient', params: { code: 'AM04', available: 500, total: 1_050 } }, account_id: null, account_number: null, txid: null,
        timeline: [{ status: 'pending', at: '2026-01-15T12:00:00.000Z' }, { status: 'failed', at: '2026-01-15T12:00:05.000Z' }],
      }));
    show();
    const summary = await screen.findByRole('region', { name: 'Trade T202601150001' });
    expect(factOf(summary, 'Failure reason')).toBe('AM04 - Insufficient funds: R$\u00a05,00 available for R$\u00a010,50');
    expect(factOf(summary, 'Customer account')).toBe('—');
    const timeline = screen.getByRole('region', { name: 'Status timeline' });
    expect(within(timeline).getAllByRole('listitem').at(-1)?.textContent).toBe('Failed2026-01-15 09:00:05AM04 - Insufficient funds: R$\u00a05,00 available for R$\u00a010,50');
    expect(factOf(screen.getByRole('region', { name: 'Identifiers' }), 'Txid')).toBe('—');
  });

  it('copies each identifier, and says whether copying worked', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show();
    const identifiers = await screen.findByRole('region', { name: 'Identifiers' });
    fireEvent.click(within(identifiers).getByRole('button', { name: 'Copy End-to-end id E18236120202601151200abcdefghijk' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Copying succeeded', expect.anything()));
    expect(writeText).toHaveBeenCalledWith('E18236120202601151200abcdefghijk');
    fireEvent.click(within(identifiers).getByRole('button', { name: 'Copy Txid txid0001' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('txid0001'));

    writeText.mockRejectedValue(new Error('Document is not focused'));
    fireEvent.click(within(identifiers).getByRole('button', { name: 'Copy Trade no T202601150001' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Copying failed', expect.anything()));
  });

  it('says when the id is missing, invalid or unknown', async () => {
    for (const url of ['/banking/transactions/detail', '/banking/transactions/detail?id=x1']) {
      show(url);
      expect(screen.getByRole('heading', { level: 1, name: 'Transaction detail' })).toBeTruthy();
      expect(screen.getByText(/the id is missing or is not a number/)).toBeTruthy();
      cleanup();
    }
    expect(api.bodiesOf(TRADE_PATHS.detail)).toEqual([]);
    show('/banking/transactions/detail?id=99');
    expect(await screen.findByText('Trade 99 not found.')).toBeTruthy();
  });

  it('shows that it is loading, then offers a retry when loading fails', async () => {
    api.answers[TRADE_PATHS.detail] = () => envelope(500, 'Unexpected error (request r-1)');
    show();
    expect(screen.getByLabelText('Loading the trade')).toBeTruthy();
    expect(await screen.findByText('The trade could not be loaded: Unexpected error (request r-1)')).toBeTruthy();
    api.answers[TRADE_PATHS.detail] = () => envelope(200, 'ok', tradeDetail());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade T202601150001' })).toBeTruthy();
  });
});
