import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { UserDetail } from './UserDetail';
import { parseId } from '../../router/query-id';
import { formatDocument } from '../../format/document';
import { comparableName } from './CpfVerificationCard';
import { banking, pix, regulatory, staff } from '@wallet/contracts';
import { envelope, fakeApi, page, renderScreen, type Answer } from '../../test-support/fake-api';
import { bankAccount, pixKey } from '../../test-support/pix-test-kit';
import { task } from '../../test-support/infraction-test-kit';
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
    expect(screen.getByText('+55 11 98765-4321')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getByText('Stolen phone')).toBeTruthy();
    expect(screen.getByText('No KYC checks')).toBeTruthy();
    // Without their permissions, the parts of the story the server would refuse are left out.
    expect(screen.queryByRole('region', { name: 'Bank accounts and balances' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pix keys' })).toBeNull();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'User list' }).getAttribute('href')).toBe('/userCenter/userList');
    expect(within(trail).getByText('José da Silva').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('This CPF has not been checked with the Receita Federal yet.')).toBeTruthy();
  });

  it('tells the customer\'s story: accounts with balances, keys, limits and what staff did, each linked to its list', async () => {
    answers['/api/v1/auth/me'] = meAnswer(['users.view', 'bank_accounts.view', 'pix_keys.view', 'limits.view', 'audit.view']);
    answers[banking.list.path] = () => page([bankAccount({ id: 31, owner_id: 7, branch: '0001', account_number: '123456', available: 150_000, frozen: 2_500 })]);
    answers[pix.keys.list.path] = () => page([pixKey({ id: 41, key_type: 'EMAIL', key_value: 'jose@exemplo.com.br', account_number: '123456' })]);
    answers[pix.limits.list.path] = () => envelope(200, 'ok', { list: [], pagination: { total: 0, page: 1, page_size: 5, total_capped: false } });
    answers[pix.limits.usage.path] = () => envelope(200, 'ok', { limits_type: 'PIX', period_type: 'DAYTIME', since: '2025-02-01T09:00:00.000Z', limit: 2_000_000, used: 1_500_000 });
    answers[staff.auditList.path] = () => page([{
      id: 9, at: '2025-02-01T10:00:00.000Z', actor: 'ops', action: 'user/block', target: 'user:7', result: 'ok', code: 200,
      message: 'José da Silva is blocked', ip: '127.0.0.1', request_id: 'req-1', approved_by: null,
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
    expect(within(keys).getByRole('link', { name: '123456' }).getAttribute('href')).toBe('/banking/accounts/detail?id=12');
    expect(api.bodiesOf(pix.keys.list.path)).toEqual([{ owner: '52998224725', page: 1, page_size: 5 }]);
    const limits = screen.getByRole('region', { name: 'Pix limits' });
    expect(await within(limits).findByText('The default limits apply: none was changed')).toBeTruthy();
    // The default limit in force, and what the period now running has used of it.
    const usage = within(limits).getByRole('region', { name: 'Pix in the period now running' });
    expect(within(usage).getByText('Daytime (06:00–20:00)')).toBeTruthy();
    expect(within(usage).getByText('2025-02-01 06:00:00')).toBeTruthy();
    expect(within(usage).getByText('Used').nextElementSibling?.textContent).toBe('R$\u00a015.000,00');
    expect(within(usage).getByText('In force').nextElementSibling?.textContent).toBe('R$\u00a020.000,00');
    expect(within(usage).getByText('Left').nextElementSibling?.textContent).toBe('R$\u00a05.000,00');
    expect(within(usage).getByRole('meter', { name: 'Share of the limit used' }).getAttribute('aria-valuetext')).toBe('75% used');
    expect(api.bodiesOf(pix.limits.usage.path)).toEqual([{ owner_id: 7 }]);
    const audit = screen.getByRole('region', { name: 'What staff did' });
    expect(await within(audit).findByText('user/block')).toBeTruthy();
    expect(within(audit).getByRole('link', { name: 'See the 1 in Audit log' }).getAttribute('href')).toBe('/userAdmin/auditLog?target=user%3A7');
    // Without their permissions, the transactions and the infraction reports are left out.
    expect(screen.queryByRole('region', { name: 'Transactions' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Infraction reports about their transactions' })).toBeNull();
  });

  it('tells a merchant\'s freezes, active first, and the infraction reports about its trades, each linked', async () => {
    answers['/api/v1/auth/me'] = meAnswer(['users.view', 'funds.view', 'infractions.view']);
    answers['/api/v1/user/detail'] = () => envelope(200, 'ok', detail({ user: { ...user, kind: 'merchant', doc_type: 'CNPJ', doc_number: '11222333000181' } }));
    answers[banking.freezeList.path] = () => page([{
      id: 3, account_id: 31, account_number: '123456', owner_name: 'José da Silva', amount: 5_000, remaining: 2_500, status: 'active',
      hold_type: 'judicial', expires_at: null, court_order: 'TJSP 123', trade_id: null, case_id: null, release_reason: null,
      reason: 'Court order 123', created_by: 'compliance', created_at: '2025-02-01T12:00:00.000Z', released_at: null, release_request_id: null,
    }]);
    answers[regulatory.infractions.list.path] = () => envelope(200, 'ok', { list: [task({ id: 8 })], pagination: { total: 1, page: 1, page_size: 5, total_capped: false }, time: null });
    const api = fakeApi(answers);
    show('/userCenter/merchantList/detail?id=7');

    const freezes = await screen.findByRole('region', { name: 'Freezes and holds' });
    const [, freezeRow] = await within(freezes).findAllByRole('row');
    expect(within(freezeRow!).getByRole('link', { name: '123456' }).getAttribute('href')).toBe('/banking/accounts/detail?id=31');
    expect(within(freezeRow!).getByText('Court order 123')).toBeTruthy();
    expect(within(freezes).getByRole('link', { name: 'See the 1 in Funds freeze' }).getAttribute('href')).toBe('/banking/fundsFreeze?owner=11222333000181');
    expect(api.bodiesOf(banking.freezeList.path)).toEqual([{ owner: '11222333000181', active_first: true, page: 1, page_size: 5 }]);

    const reports = screen.getByRole('region', { name: 'Infraction reports about their transactions' });
    const report = await within(reports).findByRole('link', { name: 'E18236120202601151200abcdefghijk' });
    expect(report.getAttribute('href')).toBe('/regulatory/infractionsNotification?merchant=7&report=8');
    expect(within(reports).getByRole('link', { name: 'See the 1 in Infraction notifications' }).getAttribute('href')).toBe('/regulatory/infractionsNotification?merchant=7');
    expect(api.bodiesOf(regulatory.infractions.list.path)).toEqual([{ merchant: '7', page: 1, page_size: 5 }]);
    // Without their permissions, the limits and the transactions are left out.
    expect(screen.queryByRole('region', { name: 'Pix limits' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Transactions' })).toBeNull();
  });

  it('says so when a merchant has no freezes nor infraction reports', async () => {
    answers['/api/v1/auth/me'] = meAnswer(['users.view', 'funds.view', 'infractions.view']);
    answers['/api/v1/user/detail'] = () => envelope(200, 'ok', detail({ user: { ...user, kind: 'merchant' } }));
    answers[banking.freezeList.path] = () => page([]);
    answers[regulatory.infractions.list.path] = () => envelope(200, 'ok', { list: [], pagination: { total: 0, page: 1, page_size: 5, total_capped: false }, time: null });
    fakeApi(answers);
    show('/userCenter/merchantList/detail?id=7');
    expect(await screen.findByText('No money was ever frozen on these accounts')).toBeTruthy();
    expect(await screen.findByText('No infraction reports about their transactions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Funds freeze' })).toBeTruthy();
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
