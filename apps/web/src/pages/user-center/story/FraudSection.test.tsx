import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { users, type Permission } from '@wallet/contracts';
import { envelope, fakeApi, renderScreen } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { meAnswer } from '../../../test-support/session';
import { i18n } from '../../../i18n';
import { FRAUD_PATHS, marker, statistics } from '../../../test-support/fraud-test-kit';
import { UserDetail } from '../UserDetail';

// The actions belong to another screen's work; the detail only places them.
vi.mock('../UserActions', () => ({ UserActions: () => null }));

setUpGridScreenTests();

const customer: users.WalletUser = {
  id: 9, kind: 'user', name: 'Ana Souza', email: 'ana@example.com', phone: '+5511987654321', doc_type: 'CPF', doc_number: '52998224725',
  status: 'active', blocked_reason: null, kyc_status: 'approved', created_at: '2025-01-02T13:00:00.000Z',
};

function show(permissions: Permission[], fraud = { markers: [marker()], keys: [{ key_id: 31, key_type: 'EMAIL' as const, key_value: 'ana@example.com', statistics: statistics() }] }) {
  const api = fakeApi({
    [users.detail.path]: () => envelope(200, 'ok', { user: customer, status_history: [], kyc_checks: [], cpf_verification: null }),
    '/api/v1/auth/me': meAnswer(permissions),
    [FRAUD_PATHS.ofCustomer]: () => envelope(200, 'ok', fraud),
  });
  renderScreen(<UserDetail kind="user" />, '/userCenter/userList/detail?id=9');
  return api;
}

describe("a customer's fraud picture", () => {
  it('flags a marked customer and shows their markers and the DICT statistics of each live key', async () => {
    const api = show(['users.view', 'fraud.view']);
    await screen.findByText('Marked for fraud: 1 active marker');
    const section = screen.getByRole('region', { name: 'Fraud' });
    expect(await screen.findByText('Marked for fraud', { selector: '[data-fraud-flag] *' })).toBeTruthy();
    const markers = within(section).getByRole('table', { name: 'Fraud markers' });
    expect(within(markers).getByText('Mule account')).toBeTruthy();
    expect(within(markers).getByRole('link', { name: 'Case #12' }).getAttribute('href')).toBe('/regulatory/med/detail?id=12');
    const stats = within(section).getByRole('table', { name: 'E-mail key ana@example.com' });
    expect(stats.querySelector('[data-counter="reported_frauds"]')?.textContent).toBe('Reported frauds135135');
    expect(within(section).getByRole('link', { name: 'Open Fraud markers' }).getAttribute('href')).toBe('/pix/fraud-markers?customer_id=9');
    expect(api.bodiesOf(FRAUD_PATHS.ofCustomer)[0]).toEqual({ user_id: 9 });
  });

  it('flags a customer only the DICT shows marked as marked at the DICT, as the section says, not as marked by us', async () => {
    show(['users.view', 'fraud.view'], { markers: [], keys: [{ key_id: 31, key_type: 'EMAIL', key_value: 'ana@example.com', statistics: statistics() }] });
    await screen.findByText('No fraud marker of ours names this customer');
    const section = screen.getByRole('region', { name: 'Fraud' });
    expect(within(section).getByText('The DICT shows a fraud marker on one of their keys or on them')).toBeTruthy();
    expect(await screen.findByText('Marked at the DICT', { selector: '[data-fraud-flag="dict"] *' })).toBeTruthy();
    expect(document.querySelector('[data-fraud-flag="ours"]')).toBeNull();
  });

  it('shows no flag for a customer who is not marked, in pt-BR', async () => {
    await i18n.changeLanguage('pt-BR');
    try {
      show(['users.view', 'fraud.view'], { markers: [], keys: [{ key_id: 31, key_type: 'EMAIL', key_value: 'ana@example.com', statistics: statistics(0) }] });
      await screen.findByText('Nenhuma marcação de fraude nossa cita este cliente');
      const section = screen.getByRole('region', { name: 'Fraude' });
      expect(within(section).getByText('Nenhuma marcação de fraude ativa')).toBeTruthy();
      expect(document.querySelector('[data-fraud-flag]')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says it needs fraud.view to a member without it, and is never asked for', async () => {
    const api = show(['users.view']);
    await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Fraud' }).getAttribute('data-no-access')).toBe('fraud.view'));
    expect(api.bodiesOf(FRAUD_PATHS.ofCustomer)).toEqual([]);
    expect(document.querySelector('[data-fraud-flag]')).toBeNull();
  });
});
