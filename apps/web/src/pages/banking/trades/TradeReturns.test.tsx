import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { trades } from '@wallet/contracts';
import { initI18n } from '../../../i18n';
import TradeDetailPage from './TradeDetailPage';
import { envelope, fakeApi, renderScreen, session, TRADE_PATHS, tradeDetail } from '../../../test-support/trade-test-kit';

const settled: trades.TradeReturn = {
  id: 3, return_id: 'D12345678202601151300abcdefghijk', direction: 'sent', amount: 50_000, reason_code: 'MD06', reason: 'Paid twice by mistake',
  status: 'settled', failure_reason: null, operator: 'ops', created_at: '2026-01-15T13:00:00.000Z', finished_at: '2026-01-15T13:00:01.000Z',
};

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (permissions: Parameters<typeof session>[0], detail: trades.TradeDetail) => {
  const api = fakeApi({
    ...session(permissions),
    [TRADE_PATHS.detail]: () => envelope(200, 'ok', detail),
    [TRADE_PATHS.returnMoney]: () => envelope(200, 'Return of R$ 1.000,00 for transaction T202601150001 sent to the SPI', { ...detail, returns: [settled], returnable: 0 }),
  });
  renderScreen(<TradeDetailPage />, '/banking/transactions/detail?id=501');
  return api;
};

describe('the returns of a trade', () => {
  it('lists what went back, with its reason and status', async () => {
    show(['trades.view'], tradeDetail({ returns: [settled, { ...settled, id: 4, status: 'rejected', failure_reason: { key: 'spi.refused' as const, params: { code: 'AM09' } } }] }));
    const section = await screen.findByRole('region', { name: 'Returns (devoluções)' });
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Sent by us');
    expect(rows[1]!.textContent).toContain('D12345678202601151300abcdefghijk');
    expect(rows[1]!.textContent).toContain('MD06 - Requested by the customer who received it');
    expect(rows[1]!.textContent).toContain('Settled');
    expect(rows[2]!.textContent).toContain('AM09 - Amount refused by the receiver');
    expect(within(section).queryByRole('button', { name: 'Return money to the payer' })).toBeNull();
  });

  it('returns what is left, or less, with a reason code and a reason, after a confirmation', async () => {
    const api = show(['trades.view', 'trades.return'], tradeDetail({ returnable: 150_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Return money to the payer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return money of T202601150001' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount to return/ }) as HTMLInputElement;
    expect(amount.value).toBe('1.500,00');
    fireEvent.change(amount, { target: { value: '1.500,01' } });
    expect(within(dialog).getByText(/R\$\s1\.500,00/)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1.000,00' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'FR01 - Fraud' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Confirmed scam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    const asked = await screen.findByRole('dialog', { name: 'Return this money?', description: /Return R\$\s1\.000,00 of T202601150001 from account 12345 to Ana Souza\?/ });
    fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.bodiesOf(TRADE_PATHS.returnMoney)).toEqual([{ trade_id: 501, amount: 100_000, reason_code: 'FR01', reason: 'Confirmed scam' }]));
    expect(api.keysOf(TRADE_PATHS.returnMoney)[0]).toBeTruthy();
  });

  it('sends nothing without a reason or with more than is left', async () => {
    const api = show(['trades.view', 'trades.return'], tradeDetail({ returnable: 2_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Return money to the payer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return money of T202601150001' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount to return/ }), { target: { value: '30,00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText(/at least 3 characters/)).toBeTruthy();
    expect(api.bodiesOf(TRADE_PATHS.returnMoney)).toEqual([]);
  });
});
