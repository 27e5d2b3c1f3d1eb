import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import { AccountDetail } from './AccountDetail';
import { bankAccount, envelope, fakeApi, renderScreen, signedInWith } from './test-support';


const DETAIL = '/api/v1/bank_account/detail';
const NBSP = '\u00a0';

const freeze = {
  id: 3, account_id: 12, account_number: '12345', owner_name: 'Ana Souza', amount: 5000, remaining: 2500, status: 'active',
  hold_type: 'judicial', expires_at: null, court_order: 'TJSP 123', trade_id: null, case_id: null, release_reason: null,
  reason: 'Court order 123', created_by: 'compliance', created_at: '2025-02-01T12:00:00.000Z', released_at: null, release_request_id: null,
};
const logRow = {
  id: 40, account_id: 12, account_number: '12345', owner_name: 'Ana Souza', kind: 'freeze', available_delta: -5000, frozen_delta: 5000,
  available_after: 150000, frozen_after: 5000, reference: 'freeze:3', reason: 'Court order 123', operator: 'compliance', created_at: '2025-02-01T12:00:00.000Z',
};
const detail = (overrides: Record<string, unknown> = {}) => ({ account: bankAccount(), active_freezes: [freeze], latest_logs: [logRow], ...overrides });

let api: ReturnType<typeof fakeApi>;
beforeAll(() => void initI18n('en'));
beforeEach(() => {
  api = fakeApi({
    '/api/v1/auth/me': signedInWith(['bank_accounts.view', 'funds.view']),
    [DETAIL]: ({ id }) => (id === 12 ? envelope(200, 'ok', detail()) : envelope(404, `Bank account ${String(id)} not found`)),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (url: string) => renderScreen(<AccountDetail />, url);

describe('AccountDetail', () => {
  it('shows the account, its balances, active freezes and latest ledger rows', async () => {
    show('/banking/accounts/detail?id=12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account 0001/12345' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('529.982.247-25', { exact: false })).toBeTruthy();
    expect(screen.getByText('18236120 - Nu Pagamentos S.A. - IP')).toBeTruthy();
    expect(screen.getByText('Checking (CACC)')).toBeTruthy();

    const balances = screen.getByRole('region', { name: 'Balances' });
    expect(within(balances).getByText('Available').nextElementSibling?.textContent).toBe(`R$${NBSP}1.500,00`);
    expect(within(balances).getByText('Frozen').nextElementSibling?.textContent).toBe(`R$${NBSP}25,00`);
    expect(within(balances).getByText('Total').nextElementSibling?.textContent).toBe(`R$${NBSP}1.525,00`);

    const freezes = screen.getByRole('region', { name: 'Active freezes' });
    const [, freezeRow] = within(freezes).getAllByRole('row');
    expect(within(freezeRow!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      `R$${NBSP}50,00`, `R$${NBSP}25,00`, 'Court order 123', 'compliance', '2025-02-01 09:00:00',
    ]);

    const ledger = screen.getByRole('region', { name: 'Latest ledger rows' });
    const [, ledgerRow] = within(ledger).getAllByRole('row');
    expect(within(ledgerRow!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Freeze', `-R$${NBSP}50,00`, `+R$${NBSP}50,00`, `R$${NBSP}1.500,00`, `R$${NBSP}50,00`, 'Court order 123', 'compliance', '2025-02-01 09:00:00',
    ]);
    expect(within(ledger).getByRole('link', { name: /Open the statement/ }).getAttribute('href')).toMatch(/^\/banking\/statement\?account_id=\d+$/);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Bank accounts' }).getAttribute('href')).toBe('/banking/accounts');
    expect(within(trail).getByText('Account 0001/12345').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Ana Souza' }).getAttribute('href')).toBe('/userCenter/userList/detail?id=7');
  });

  it('says so when the member may not see funds', async () => {
    api.answers[DETAIL] = () => envelope(200, 'ok', detail({ active_freezes: null, latest_logs: null }));
    show('/banking/accounts/detail?id=12');
    expect(await screen.findByText(/Your role does not include seeing funds/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Balances' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Active freezes' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows empty freezes and ledger', async () => {
    api.answers[DETAIL] = () => envelope(200, 'ok', detail({ active_freezes: [], latest_logs: [] }));
    show('/banking/accounts/detail?id=12');
    expect(await screen.findByText('No money is frozen on this account')).toBeTruthy();
    expect(screen.getByText('No money has moved on this account yet')).toBeTruthy();
  });

  it('says when the id is missing, invalid or unknown', async () => {
    for (const url of ['/banking/accounts/detail', '/banking/accounts/detail?id=abc', '/banking/accounts/detail?id=0']) {
      show(url);
      expect(screen.getByText(/the id is missing or is not a number/), url).toBeTruthy();
      cleanup();
    }
    expect(api.bodiesOf(DETAIL)).toEqual([]);

    show('/banking/accounts/detail?id=99');
    expect(await screen.findByText('Bank account 99 not found.')).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    api.answers[DETAIL] = () => envelope(500, 'Unexpected error (request r-1)');
    show('/banking/accounts/detail?id=12');
    expect(await screen.findByText('The bank account could not be loaded: Unexpected error (request r-1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
