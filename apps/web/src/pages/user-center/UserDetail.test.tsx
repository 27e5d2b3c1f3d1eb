import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { UserDetail } from './UserDetail';
import { parseId } from '../../router/query-id';
import { formatDocument } from '../../format/document';
import { comparableName } from './CpfVerificationCard';
import { banking, pix, staff } from '@wallet/contracts';
import { envelope, fakeApi, page, renderScreen, type Answer } from '../../test-support/fake-api';
import { bankAccount, pixKey } from '../pix/pix-test-kit';
import { meAnswer } from '../../test-support/session';

// The actions belong to another screen's work; the detail only places them.
vi.mock('./UserActions', () => ({ UserActions: () => null }));

const user = {
  id: 7,
  kind: 'user',
  name: 'José da Silva',
  email: 'jose@exemplo.com.br',
  phone: '+5511987654321',
  doc_type: 'CPF',
  doc_number: '52998224725',
  status: 'blocked',
  blocked_reason: 'Stolen phone',
  kyc_status: 'pending',
  created_at: '2025-01-02T13:00:00.000Z',
};
const detail = (overrides: Record<string, unknown> = {}) => ({
  user,
  status_history: [{ status: 'blocked', reason: 'Stolen phone', actor: 'ops', at: '2025-02-01T10:00:00.000Z' }],
  kyc_checks: [],
  cpf_verification: null,
  ...overrides,
});

let answers: Record<string, Answer>;

const show = (url: string) => renderScreen(<UserDetail kind="user" />, url);

beforeAll(() => {
  initI18n('en');
});

beforeEach(() => {
  answers = {
    '/api/v1/auth/me': meAnswer(['users.view', 'users.verify_document']),
    '/api/v1/user/detail': () => envelope(200, 'ok', detail()),
  };
  fakeApi(answers);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UserDetail', () => {
  it('shows the profile, the status history and the empty sections', async () => {
    show('/userCenter/userList/detail?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'José da Silva' })).toBeTruthy();
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getByText('Stolen phone')).toBeTruthy();
    expect(screen.getByText('No KYC checks')).toBeTruthy();
    // Without their permissions, the parts of the story the server would refuse are left out.
    expect(screen.queryByRole('region', { name: 'Bank accounts and balances' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pix keys' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Back to the list' })[0]!.getAttribute('href')).toBe('/userCenter/userList');
    expect(screen.getByText('This CPF has not been checked with the Receita Federal yet.')).toBeTruthy();
  });

  it('tells the customer\'s story: accounts with balances, keys, limits and what staff did, each linked to its list', async () => {
    answers['/api/v1/auth/me'] = meAnswer(['users.view', 'bank_accounts.view', 'pix_keys.view', 'limits.view', 'audit.view']);
    answers[banking.list.path] = () => page([bankAccount({ id: 31, owner_id: 7, branch: '0001', account_number: '123456', available: 150_000, frozen: 2_500 })]);
    answers[pix.keys.list.path] = () => page([pixKey({ id: 41, key_type: 'EMAIL', key_value: 'jose@exemplo.com.br', account_number: '123456' })]);
    answers[pix.limits.list.path] = () => envelope(200, 'ok', { list: [], pagination: { total: 0, page: 1, page_size: 5 } });
    answers[staff.auditList.path] = () => page([{
      id: 9, at: '2025-02-01T10:00:00.000Z', actor: 'ops', action: 'user/block', target: 'user:7', result: 'ok', code: 200,
      message: 'José da Silva is blocked', ip: '127.0.0.1', request_id: 'req-1',
    }]);
    const api = fakeApi(answers);
    show('/userCenter/userList/detail?id=7');

    const accounts = await screen.findByRole('region', { name: 'Bank accounts and balances' });
    expect(await within(accounts).findByRole('link', { name: '0001/123456' })).toHaveProperty('href', expect.stringContaining('/banking/accounts/detail?id=31'));
    expect(within(accounts).getByText('R$ 1.500,00')).toBeTruthy();
    expect(within(accounts).getByText('R$ 25,00')).toBeTruthy();
    expect(within(accounts).getByRole('link', { name: 'See the 1 in Bank accounts' }).getAttribute('href')).toBe('/banking/accounts?owner=52998224725');
    expect(api.bodiesOf(banking.list.path)).toEqual([{ owner_id: 7, page: 1, page_size: 5 }]);

    const keys = screen.getByRole('region', { name: 'Pix keys' });
    expect(await within(keys).findByText('jose@exemplo.com.br')).toBeTruthy();
    expect(api.bodiesOf(pix.keys.list.path)).toEqual([{ owner: '52998224725', page: 1, page_size: 5 }]);
    const limits = screen.getByRole('region', { name: 'Pix limits' });
    expect(await within(limits).findByText('The default limits apply: none was changed')).toBeTruthy();
    const audit = screen.getByRole('region', { name: 'What staff did' });
    expect(await within(audit).findByText('user/block')).toBeTruthy();
    expect(within(audit).getByRole('link', { name: 'See the 1 in Audit log' }).getAttribute('href')).toBe('/userAdmin/auditLog?target=user%3A7');
    // A wallet user has no trades of their own: no transactions part.
    expect(screen.queryByRole('region', { name: 'Transactions of the last 7 days' })).toBeNull();
  });

  it('warns when the name on record differs, ignoring case and accents', async () => {
    answers['/api/v1/user/detail'] = () =>
      envelope(200, 'ok', detail({ cpf_verification: { situation: 'REGULAR', name_on_record: 'JOSE DA SILVA', checked_at: '2025-03-01T12:00:00.000Z', checked_by: 'ops' } }));
    show('/userCenter/userList/detail?id=7');
    expect((await screen.findByTestId('cpf-situation')).textContent).toBe('Regular');
    expect(screen.queryByTestId('cpf-name-differs')).toBeNull();

    answers['/api/v1/user/cpf-verify'] = () =>
      envelope(200, 'CPF situation: SUSPENSA', { situation: 'SUSPENSA', name_on_record: 'JOSE DA SILVA SAURO', checked_at: '2025-04-01T12:00:00.000Z', checked_by: 'ops' });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify CPF' }));
    await waitFor(() => expect(screen.getByTestId('cpf-situation').textContent).toBe('Suspended'));
    expect(screen.getByTestId('cpf-name-differs').textContent).toContain('JOSE DA SILVA SAURO');
  });

  it('says when the id is missing or unknown', async () => {
    show('/userCenter/userList/detail?id=abc');
    expect(screen.getByText(/the id is missing or is not a number/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the user list' }).getAttribute('href')).toBe('/userCenter/userList');
    cleanup();

    answers['/api/v1/user/detail'] = () => envelope(404, 'User 99 not found');
    show('/userCenter/userList/detail?id=99');
    expect(await screen.findByText('No user or merchant with the id 99 was found.')).toBeTruthy();
  });

  it('offers no CPF check to a CNPJ holder', async () => {
    answers['/api/v1/user/detail'] = () =>
      envelope(200, 'ok', detail({ user: { ...user, kind: 'merchant', doc_type: 'CNPJ', doc_number: '12ABC34501DE35' } }));
    show('/userCenter/userList/detail?id=7');
    expect(await screen.findByText('12.ABC.345/01DE-35')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify CPF' })).toBeNull();
    expect(screen.getByText(/applies to natural persons only/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the merchant list' }).getAttribute('href')).toBe('/userCenter/merchantList');
  });
});

describe('helpers', () => {
  it('formats documents and reads ids', () => {
    expect(formatDocument('CPF', '52998224725')).toBe('529.982.247-25');
    expect(formatDocument('CNPJ', '11222333000181')).toBe('11.222.333/0001-81');
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId('9999999999')).toBeNull();
    expect(parseId(null)).toBeNull();
    expect(comparableName('  João  Conceição ')).toBe(comparableName('JOAO CONCEICAO'));
  });
});
