import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { banking } from '@wallet/contracts';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import StatementPage from './StatementPage';
import { account, envelope, fakeApi, me, plain, renderScreen, selectionAnswer } from '../../../test-support/funds-test-kit';


const log: banking.FundsLog = {
  id: 80, account_id: 5, account_number: '12345', owner_name: 'Ana Souza', kind: 'freeze', available_delta: -1000, frozen_delta: 1000,
  available_after: 99_000, frozen_after: 1000, reference: 'freeze:31', reason: 'Court order', operator: 'ops', created_at: '2025-03-01T12:00:00.000Z',
};

setUpGridScreenTests();

describe('StatementPage', () => {
  it('filters by the account of the link, shows signed changes and the balances of the period', async () => {
    const server = fakeApi({
      '/api/v1/auth/me': me(['funds.view', 'bank_accounts.view']),
      '/api/v1/selection': selectionAnswer({ funds_log_kind: [] }),
      '/api/v1/bank_account/detail': () => envelope(200, 'ok', { account: account(), active_freezes: [], latest_logs: [] }),
      '/api/v1/funds/logs': () => envelope(200, 'ok', {
        list: [log, { ...log, id: 81, kind: 'payin', available_delta: 5_000, frozen_delta: 0, available_after: 104_000, reference: 'trade:T202503010000000001' }],
        pagination: { total: 2, page: 1, page_size: 50, total_capped: false },
        statement: { opening: { available: 100_000, frozen: 0 }, closing: { available: 104_000, frozen: 1000 }, credits: 5_000, debits: -1_000 },
      }),
    });
    renderScreen(<StatementPage />, '/banking/statement?account_id=5');
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('Freeze 31');
    expect(server.bodiesOf('/api/v1/funds/logs')[0]).toEqual({ page: 1, page_size: 50, kind: '0', account_id: 5 });
    const cell = (field: string) => plain(grid.querySelector(`[role="row"][data-id="80"] [role="gridcell"][data-field="${field}"]`)?.textContent);
    expect(cell('available_delta')).toBe('-R$ 10,00');
    expect(cell('frozen_delta')).toBe('+R$ 10,00');
    expect(cell('available_after')).toBe('R$ 990,00');
    expect(within(grid).getByText('Freeze')).toBeTruthy();
    // A Pix's line names its trade, and leads to it; a freeze's has no page of its own.
    expect(within(grid).getByText('Pix received')).toBeTruthy();
    expect(within(grid).getByRole('link', { name: 'Trade T202503010000000001' }).getAttribute('href')).toBe('/banking/transactions?search=T202503010000000001');
    expect(within(grid).queryByRole('link', { name: 'Freeze 31' })).toBeNull();
    const summary = plain(screen.getByTestId('statement-summary').textContent);
    expect(summary).toContain('Opening balance R$ 1.000,00 available, R$ 0,00 held');
    expect(summary).toContain('In R$ 50,00');
    expect(summary).toContain('Out -R$ 10,00');
    expect(summary).toContain('Closing balance R$ 1.040,00 available, R$ 10,00 held');
    const picker = await screen.findByRole('combobox', { name: 'Account' });
    await vi.waitFor(() => expect((picker as HTMLInputElement).value).toBe('0001/12345 · Ana Souza'));
  });

  it('asks for an account before it gives balances, listing the whole ledger meanwhile', async () => {
    fakeApi({
      '/api/v1/auth/me': me(['funds.view', 'bank_accounts.view']),
      '/api/v1/selection': selectionAnswer({ funds_log_kind: [] }),
      '/api/v1/funds/logs': () => envelope(200, 'ok', { list: [log], pagination: { total: 1, page: 1, page_size: 50, total_capped: false }, statement: null }),
    });
    renderScreen(<StatementPage />, '/banking/statement');
    expect(await screen.findByText(/Choose an account to see its statement/)).toBeTruthy();
  });
});
