import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pix, regulatory, trades, users, type Permission } from '@wallet/contracts';
import { envelope, fakeApi, renderScreen, type Answer } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { meAnswer } from '../../../test-support/session';
import { medCase } from '../../../test-support/med-case-sample';
import { claim } from '../../../test-support/claim-sample';
import { trade, tradePage } from '../../../test-support/trade-test-kit';
import { FRAUD_PATHS } from '../../../test-support/fraud-test-kit';
import { i18n } from '../../../i18n';
import { UserDetail } from '../UserDetail';

// The actions belong to another screen's work; the detail only places them.
vi.mock('../UserActions', () => ({ UserActions: () => null }));

setUpGridScreenTests();
afterEach(() => vi.useRealTimers());

const customer: users.WalletUser = {
  id: 9, kind: 'user', name: 'Ana Souza', email: 'ana@example.com', phone: '+5511987654321', doc_type: 'CPF', doc_number: '52998224725',
  status: 'active', blocked_reason: null, kyc_status: 'approved', created_at: '2025-01-02T13:00:00.000Z',
};

/** A list's answer of these rows, all of them on its one page. */
const listOf = (list: unknown[], extra: object = {}) => envelope(200, 'ok', { list, pagination: { total: list.length, page: 1, page_size: 5, total_capped: false }, ...extra });
// The inbox's counts are the whole inbox's, larger than this customer's: the page must not show them as theirs.
const MED_COUNTS = { counts: { open: 40, due_today: 3, overdue: 2, mine: 0 } };
const CLAIM_COUNTS = { counts: { live: 30, to_answer: 4, due_today: 1, overdue: 0 } };

/** The med list's answer over these cases: the open ones when the body asks for them. */
const medAnswer = (cases: regulatory.med.MedCase[]): Answer => (body) =>
  listOf(body.status === 'open' ? cases.filter((c) => c.status === 'open') : cases, MED_COUNTS);

function show(permissions: Permission[], more: Record<string, Answer> = {}) {
  const api = fakeApi({
    [users.detail.path]: () => envelope(200, 'ok', { user: customer, status_history: [], kyc_checks: [], cpf_verification: null }),
    '/api/v1/auth/me': meAnswer(permissions),
    [FRAUD_PATHS.ofCustomer]: () => envelope(200, 'ok', { markers: [], keys: [] }),
    ...more,
  });
  renderScreen(<UserDetail kind="user" />, '/userCenter/userList/detail?id=9');
  return api;
}

const COMPLIANCE: Permission[] = ['users.view', 'med.view', 'claims.view', 'fraud.view'];

describe("a customer's MED cases", () => {
  it('lists their cases, each linked to its page with side, status, amount and deadline, and counts the open ones as the header badge does', async () => {
    const api = show(COMPLIANCE, {
      [regulatory.med.list.path]: medAnswer([
        medCase({ id: 12, customer_id: 9, side: 'receiver', amount: 150_000 }),
        medCase({ id: 14, customer_id: 9, side: 'payer', amount: 42_000 }),
        medCase({ id: 15, customer_id: 9, status: 'closed', next_deadline_at: null, closed_at: '2025-02-01T10:00:00.000Z' }),
      ]),
      [pix.claims.list.path]: () => listOf([], CLAIM_COUNTS),
    });
    await screen.findByRole('link', { name: 'Open case 12' });
    const section = screen.getByRole('region', { name: 'MED cases' });
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('link', { name: 'Open case 12' }).getAttribute('href')).toBe('/regulatory/med/detail?id=12');
    expect(within(rows[1]!).getByText('R$ 1.500,00')).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'Open case 14' }).getAttribute('href')).toBe('/regulatory/med/detail?id=14');
    expect(within(rows[2]!).getByText('R$ 420,00')).toBeTruthy();
    expect(within(rows[3]!).getByText('Closed')).toBeTruthy();
    // Their open cases, not the inbox's 40: in the section and beside their name alike.
    expect(await within(section).findByText('2 cases open')).toBeTruthy();
    expect(await screen.findByText('2 open MED cases', { selector: '[data-med-flag] *' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See all 3 in MED cases' }).getAttribute('href')).toBe('/regulatory/med?customer_id=9');
    expect(api.bodiesOf(regulatory.med.list.path)).toEqual(expect.arrayContaining([
      { customer_id: 9, page: 1, page_size: 5 },
      { customer_id: 9, status: 'open', page: 1, page_size: 1 },
    ]));
  });

  it('says so when the customer has none, with no badge', async () => {
    show(COMPLIANCE, { [regulatory.med.list.path]: medAnswer([]), [pix.claims.list.path]: () => listOf([], CLAIM_COUNTS) });
    await screen.findByText('No MED case about their transactions');
    const section = screen.getByRole('region', { name: 'MED cases' });
    expect(within(section).getByText('No case open')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Open MED cases' }).getAttribute('href')).toBe('/regulatory/med?customer_id=9');
    expect(document.querySelector('[data-med-flag]')).toBeNull();
  });

  it('shows that it is loading until the cases come', async () => {
    const waiting: (() => void)[] = [];
    const cases = medAnswer([medCase({ id: 12, customer_id: 9 })]);
    const api = show(COMPLIANCE, {
      [regulatory.med.list.path]: (body) => new Promise<Response>((resolve) => { waiting.push(() => resolve(cases(body))); }),
      [pix.claims.list.path]: () => listOf([], CLAIM_COUNTS),
    });
    // Asked for, and not come yet.
    await waitFor(() => expect(api.bodiesOf(regulatory.med.list.path).length).toBeGreaterThan(0));
    const section = await screen.findByRole('region', { name: 'MED cases' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(within(section).getByTestId('story-loading')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    for (const answer of waiting) answer();
    expect(await screen.findByRole('link', { name: 'Open case 12' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'MED cases' }).getAttribute('aria-busy')).toBe('false');
  });
});

describe("a customer's DICT claims", () => {
  it('lists the claims on their keys, each linked to its page with status and deadline', async () => {
    const api = show(COMPLIANCE, {
      [regulatory.med.list.path]: medAnswer([]),
      [pix.claims.list.path]: () => listOf([
        claim({ id: 7, owner_id: 9 }),
        claim({ id: 8, owner_id: 9, role: 'claimer', claim_type: 'OWNERSHIP', status: 'COMPLETED', key_type: 'EMAIL', key_value: 'ana@example.com', next_deadline_at: null }),
      ], CLAIM_COUNTS),
    });
    await screen.findByRole('link', { name: 'Open claim 7' });
    const section = screen.getByRole('region', { name: 'DICT claims on their keys' });
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Open claim 7' }).getAttribute('href')).toBe('/pix/claims/detail?id=7');
    expect(within(rows[1]!).getByText('+5511912345678')).toBeTruthy();
    expect(within(rows[1]!).getByText('Waiting resolution')).toBeTruthy();
    expect(rows[1]!.querySelector('[data-countdown]')).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'Open claim 8' }).getAttribute('href')).toBe('/pix/claims/detail?id=8');
    expect(within(rows[2]!).getByText('Completed')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See all 2 in DICT claims' }).getAttribute('href')).toBe('/pix/claims?owner_id=9');
    expect(api.bodiesOf(pix.claims.list.path)).toEqual([{ owner_id: 9, page: 1, page_size: 5 }]);
  });

  it('says so when there is no claim on their keys, in pt-BR too', async () => {
    await i18n.changeLanguage('pt-BR');
    try {
      show(COMPLIANCE, { [regulatory.med.list.path]: medAnswer([]), [pix.claims.list.path]: () => listOf([], CLAIM_COUNTS) });
      await screen.findByText('Nenhuma portabilidade ou reivindicação de posse sobre suas chaves Pix');
      expect(within(screen.getByRole('region', { name: 'Reivindicações no DICT sobre suas chaves' })).getByRole('link', { name: 'Abrir Reivindicações no DICT' })).toBeTruthy();
      await screen.findByText('Nenhum caso do MED sobre suas transações');
      expect(within(screen.getByRole('region', { name: 'Casos do MED' })).getByText('Nenhum caso aberto')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the compliance parts, to a member who may not see them', () => {
  it('says which permission each needs, asks the server nothing for them and shows no badge', async () => {
    const api = show(['users.view']);
    await screen.findByRole('heading', { level: 1, name: 'Ana Souza' });
    await waitFor(() => expect(document.querySelectorAll('[data-no-access]')).toHaveLength(3));
    for (const [name, permission] of [['MED cases', 'med.view'], ['DICT claims on their keys', 'claims.view'], ['Fraud', 'fraud.view']] as const) {
      const section = screen.getByRole('region', { name });
      expect(section.getAttribute('data-no-access')).toBe(permission);
      expect(within(section).getByText(`(${permission})`)).toBeTruthy();
      expect(within(section).queryByRole('table')).toBeNull();
      expect(within(section).queryByRole('link')).toBeNull();
    }
    expect(screen.getByRole('region', { name: 'MED cases' }).textContent).toContain('Your role may not see this part: it needs the permission "See MED cases, their refund requests, holds and returns"');
    expect(api.bodiesOf(regulatory.med.list.path)).toEqual([]);
    expect(api.bodiesOf(pix.claims.list.path)).toEqual([]);
    expect(api.bodiesOf(FRAUD_PATHS.ofCustomer)).toEqual([]);
    expect(document.querySelector('[data-med-flag], [data-fraud-flag]')).toBeNull();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });
});

describe("a customer's transactions over a period", () => {
  it('shows the last 30 Brasília days at first, and the days chosen with the date range after, each linked to the transaction list over the same days', async () => {
    // 02:00 UTC on 10 March is still 9 March in Brasília.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-10T02:00:00.000Z'));
    const api = show(['users.view', 'trades.view'], {
      [trades.list.path]: (body) => tradePage(body.created_from === '2025-03-01' ? [] : [trade({ id: 501, merchant_id: 9, trade_no: 'T202503090001' })]),
    });
    const section = await screen.findByRole('region', { name: 'Transactions' });
    expect(await within(section).findByRole('link', { name: 'T202503090001' })).toBeTruthy();
    expect(api.bodiesOf(trades.list.path)[0]).toEqual({ merchant: '9', created_from: '2025-02-08', created_to: '2025-03-09', page: 1, page_size: 5 });
    expect(within(section).getByRole('link', { name: 'See the 1 in Transactions' }).getAttribute('href'))
      .toBe('/banking/transactions?merchant=9&created_from=2025-02-08&created_to=2025-03-09');

    const from = await within(section).findByRole('textbox', { name: 'Period: From' });
    expect((from as HTMLInputElement).value).toBe('2025-02-08');
    fireEvent.change(from, { target: { value: '2025-03-01' } });
    expect(await within(section).findByText('No transactions in this period')).toBeTruthy();
    await waitFor(() => expect(api.bodiesOf(trades.list.path).at(-1)).toEqual({ merchant: '9', created_from: '2025-03-01', created_to: '2025-03-09', page: 1, page_size: 5 }));
    expect(within(section).getByRole('link', { name: 'Open Transactions' }).getAttribute('href'))
      .toBe('/banking/transactions?merchant=9&created_from=2025-03-01&created_to=2025-03-09');
  });
});
