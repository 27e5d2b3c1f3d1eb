import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Permission } from '@wallet/contracts';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import AccountListPage from './AccountListPage';
import { bankAccount, envelope, fakeApi, renderScreen, SignedIn, selectionAnswer, signedInWith } from './test-support';
import { toast } from '../../../test-support/toast';


const LIST = '/api/v1/bank_account/list';
const ACTIVATE = '/api/v1/bank_account/activate';
const EVERYTHING: Permission[] = ['bank_accounts.view', 'bank_accounts.create', 'bank_accounts.change_status'];

let status: 'active' | 'inactive';
let api: ReturnType<typeof fakeApi>;
setUpGridScreenTests();
beforeEach(() => {
  status = 'inactive';
  api = fakeApi({
    '/api/v1/auth/me': signedInWith(EVERYTHING),
    '/api/v1/selection': selectionAnswer({ account_status: [{ code: 'inactive', name: 'Inactive' }, { code: 'active', name: 'Active' }] }),
    [LIST]: () => envelope(200, 'ok', { list: [bankAccount({ status })], pagination: { total: 1, page: 1, page_size: 50, total_capped: false } }),
    [ACTIVATE]: () => {
      status = 'active';
      return envelope(200, 'Account 12345 is active', bankAccount({ status }));
    },
  });
});

describe('AccountListPage', () => {
  it('shows each account with its owner, participant and balances', async () => {
    renderScreen(<AccountListPage />, '/banking/accounts');
    const row = (await screen.findByText('0001/12345')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Ana Souza')).toBeTruthy();
    expect(within(row).getByText('User · 529.982.247-25')).toBeTruthy();
    expect(within(row).getByText('Nu Pagamentos S.A. - IP')).toBeTruthy();
    expect(within(row).getByText('ISPB 18236120')).toBeTruthy();
    expect(within(row).getByText('Checking (CACC)')).toBeTruthy();
    expect(within(row).getByText('Inactive')).toBeTruthy();
    expect(row.querySelector('[data-centavos="150000"]')).toBeTruthy();
    expect(row.querySelector('[data-centavos="2500"]')).toBeTruthy();
  });

  it('opens the detail in the same tab, so that Back returns to the list as it was filtered', async () => {
    renderScreen(<AccountListPage />, '/banking/accounts');
    const link = await screen.findByRole('link', { name: 'Open the detail of account 0001/12345' });
    expect(link.getAttribute('href')).toBe('/banking/accounts/detail?id=12');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('activates quietly and refreshes the list, which then offers Deactivate', async () => {
    renderScreen(<AccountListPage />, '/banking/accounts');
    fireEvent.click(await screen.findByRole('button', { name: 'Activate account 0001/12345' }));
    expect(await screen.findByRole('button', { name: 'Deactivate account 0001/12345' })).toBeTruthy();
    expect(api.bodiesOf(ACTIVATE)).toEqual([{ id: 12 }]);
    expect(api.bodiesOf(LIST).length).toBeGreaterThanOrEqual(2);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('sends the filters the way the contract reads them', async () => {
    renderScreen(<AccountListPage />, '/banking/accounts?status=active&owner=Ana&account_number=123');
    await screen.findByText('0001/12345');
    expect(api.bodiesOf(LIST)[0]).toMatchObject({ page: 1, page_size: 50, status: 'active', owner: 'Ana', account_number: '123', ispb: '0', currency: '0', account_type: '0' });
  });

  it('hides what the member cannot do', async () => {
    api.answers['/api/v1/auth/me'] = signedInWith(['bank_accounts.view']);
    renderScreen(<><AccountListPage /><SignedIn /></>, '/banking/accounts');
    await screen.findByText('0001/12345');
    await screen.findByText('signed in');
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Activate account/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the detail of account 0001/12345' })).toBeTruthy();
  });
});
