import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '@wallet/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../i18n';
import FeeManagementPage from './FeeManagementPage';
import { account, envelope, fakeApi, me, page, plain, renderScreen, type Answer } from '../../../test-support/funds-test-kit';


const FEE = '/api/v1/fee/create';
const padaria = account({ id: 9, owner_id: 12, owner_name: 'Padaria Pão Quente Ltda', owner_kind: 'merchant', branch: '0001', account_number: '700123', available: 50_000 });
const balanceOf = (available: number) => ({
  account_id: 9, account_number: '700123', owner_name: 'Padaria Pão Quente Ltda', status: 'active', currency: 'BRL', available, frozen: 1_000, total: available + 1_000,
});
const fee = {
  id: 4, account_id: 9, account_number: '700123', merchant_id: 12, merchant_name: 'Padaria Pão Quente Ltda', amount: 250, available_after: 49_750,
  reason: 'Monthly Pix QR code fee', operator: 'cashier', created_at: '2025-03-01T12:00:00.000Z',
};
const ALL_RIGHTS: Permission[] = ['bank_accounts.view', 'funds.view', 'fees.view', 'fees.create'];

let available: number;
let fees: unknown[];
let answers: Record<string, Answer>;

beforeAll(() => void initI18n('en'));
beforeEach(() => {
  available = 50_000;
  fees = [];
  answers = {
    '/api/v1/auth/me': me(ALL_RIGHTS),
    '/api/v1/bank_account/detail': () => envelope(200, 'ok', { account: padaria, active_freezes: [], latest_logs: [] }),
    '/api/v1/funds/balance': () => envelope(200, 'ok', balanceOf(available)),
    '/api/v1/fee/logs': () => page(fees),
    [FEE]: () => {
      available -= 250;
      fees = [fee];
      return envelope(200, 'Fee of R$ 2,50 deducted from Padaria Pão Quente Ltda', { fee, balance: balanceOf(available) });
    },
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const balance = () => screen.getByRole('region', { name: 'Balance' });
const termValue = (term: string) => plain(within(balance()).getByText(term).nextElementSibling?.textContent);

describe('FeeManagementPage', () => {
  it("shows the account's balance before confirming, sends the fee with a key, then shows the new balance and the fee", async () => {
    const server = fakeApi(answers);
    renderScreen(<FeeManagementPage />, '/userCenter/feeManagement?account_id=9');
    await screen.findByText('Available');
    expect(termValue('Available')).toBe('R$ 500,00');
    expect(termValue('Frozen')).toBe('R$ 10,00');
    expect(termValue('Total')).toBe('R$ 510,00');
    expect(await screen.findByText('No fee has been deducted from this account yet.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Amount/ }), { target: { value: '2,50' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Monthly Pix QR code fee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deduct fee' }));
    const asked = await screen.findByRole('dialog', {
      name: 'Deduct fee',
      description: /^Deduct R\$\s2,50 from Padaria Pão Quente Ltda \(account 0001\/700123\)\? Available after: R\$\s497,50\.$/,
    });
    expect(server.bodiesOf(FEE)).toEqual([]);
    fireEvent.click(within(asked).getByRole('button', { name: 'OK' }));

    expect(plain((await screen.findByText(/^Fee of R\$\s2,50 deducted\./)).textContent)).toBe('Fee of R$ 2,50 deducted. Available now: R$ 497,50.');
    expect(server.bodiesOf(FEE)).toEqual([{ account_id: 9, amount: 250, reason: 'Monthly Pix QR code fee' }]);
    expect(server.keysOf(FEE)[0]).toBeTruthy();
    await waitFor(() => expect(termValue('Available')).toBe('R$ 497,50'));
    const recent = await screen.findByRole('table', { name: 'Recent fees of this account' });
    expect(within(recent).getByText('Monthly Pix QR code fee')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Type the amount')).toBeNull();
  });

  it('refuses a fee above the available money', async () => {
    const server = fakeApi(answers);
    renderScreen(<FeeManagementPage />, '/userCenter/feeManagement?account_id=9');
    fireEvent.change(await screen.findByRole('textbox', { name: /Amount/ }), { target: { value: '500,01' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Too much' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deduct fee' }));
    expect(screen.getByText('The amount cannot be more than R$ 500,00')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.bodiesOf(FEE)).toEqual([]);
  });

  it('asks the server for merchant accounts only', async () => {
    answers['/api/v1/bank_account/list'] = () => page([padaria]);
    const server = fakeApi(answers);
    renderScreen(<FeeManagementPage />, '/userCenter/feeManagement');
    fireEvent.change(screen.getByRole('combobox', { name: /Merchant account/ }), { target: { value: 'a' } });
    const merchant = await screen.findByRole('option', { name: /0001\/700123 · Padaria Pão Quente Ltda/ });
    expect(server.bodiesOf('/api/v1/bank_account/list').every((body) => (body as { owner_kind: string }).owner_kind === 'merchant')).toBe(true);
    fireEvent.click(merchant);
    await screen.findByRole('region', { name: 'Balance' });
    await waitFor(() => expect(termValue('Available')).toBe('R$ 500,00'));
  });

  it('is read-only without fees.create', async () => {
    answers['/api/v1/auth/me'] = me(['bank_accounts.view', 'funds.view', 'fees.view']);
    fakeApi(answers);
    renderScreen(<FeeManagementPage />, '/userCenter/feeManagement?account_id=9');
    expect(await screen.findByText(/deducting a fee needs the "Deduct merchant fees" permission/)).toBeTruthy();
    await waitFor(() => expect(termValue('Available')).toBe('R$ 500,00'));
    expect(screen.queryByRole('button', { name: 'Deduct fee' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Amount/ })).toBeNull();
  });
});
