import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { approvals, cockpit, type Permission } from '@wallet/contracts';
import { i18n } from '../../../i18n';
import { envelope, fakeApi, renderScreen } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { session } from '../../../test-support/trade-test-kit';
import { NAV_GROUPS, visibleNavGroups } from '../../../layouts/navigation-items';
import { ScreenLinksContext } from '../../../layouts/screen-links';
import { ROUTES } from '../../../router/routes';
import { FIGURE_GROUPS } from './figure-ids';
import { openableLinks } from './figure-links';
import { changeAgainst } from './figure-values';
import DashboardPage from './DashboardPage';

setUpGridScreenTests();

const NBSP = '\u00a0';

const FIGURES: cockpit.DashboardFigures = {
  day: '2026-05-12',
  at: '2026-05-12T17:30:00.000Z',
  pix: {
    today: { count: 1500, value: 12_345_678 },
    last_week: { count: 1200, value: 123_456 },
    payins: { count: 900, value: 8_000_000 },
    payouts: { count: 600, value: 4_345_678 },
    success_rate: 0.9876,
    failed: 18,
  },
  hourly: Array.from({ length: 24 }, (_, hour) => ({ hour, today: hour < 14 ? hour * 10 : 0, last_week: hour * 8 })),
  money: { in_flight: 250_000, held: 1_000_000, fees_today: 4_321 },
  med: { open: 7, due_today: 2, overdue: 1 },
  claims_to_answer: 3,
  payouts_to_review: 4,
  failed_jobs: 5,
  dict_buckets_in_alert: [],
};

const ALL: Permission[] = ['trades.view', 'trades.export', 'med.view', 'claims.view'];

function show(permissions: Permission[] = ALL, figures: cockpit.DashboardFigures = FIGURES) {
  const api = fakeApi({
    ...session(permissions),
    [cockpit.dashboard.path]: () => envelope(200, 'ok', figures),
    [approvals.requestCounts.path]: () => envelope(200, 'ok', { waiting_for_me: 3, mine_pending: 1 }),
  });
  // The default layout hands the page the screens its navigation lists.
  const screens = visibleNavGroups(NAV_GROUPS, (permission) => permissions.includes(permission)).flatMap((group) => group.items);
  renderScreen(<ScreenLinksContext value={screens}><DashboardPage /></ScreenLinksContext>, '/dashboard');
  return api;
}

const card = async (id: string) => {
  await waitFor(() => expect(document.querySelector(`[data-figure="${id}"]`)).toBeTruthy());
  return document.querySelector(`[data-figure="${id}"]`) as HTMLElement;
};
const valueOf = (element: HTMLElement) => element.querySelector('[data-figure-value]')?.textContent;
const hrefOf = (element: HTMLElement) => element.querySelector('a')?.getAttribute('href') ?? null;

describe('DashboardPage', () => {
  it('shows the figures of the day, each opening its filtered list where the member may open it', async () => {
    const api = show();
    const today = await card('pixToday');
    expect(valueOf(today)).toBe('1,500');
    expect(today.textContent).toContain(`R$${NBSP}123.456,78`);
    expect(hrefOf(today)).toBe('/banking/transactions?created_from=2026-05-12&created_to=2026-05-12');
    expect(hrefOf(await card('payins'))).toBe('/banking/transactions?created_from=2026-05-12&created_to=2026-05-12&trade_type=payin');
    const success = await card('success');
    expect(valueOf(success)).toBe('98.8%');
    expect(success.textContent).toContain('18 failed');
    expect(hrefOf(success)).toBe('/banking/transactions?created_from=2026-05-12&created_to=2026-05-12&trade_status=failed');
    expect(valueOf(await card('inFlight'))).toBe(`R$${NBSP}2.500,00`);
    expect(valueOf(await card('fees'))).toBe(`R$${NBSP}43,21`);
    // Freezes and fees need funds.view and fees.view, which this member lacks: the figures show, without a link.
    expect(hrefOf(await card('held'))).toBeNull();
    expect(hrefOf(await card('fees'))).toBeNull();
    expect(hrefOf(await card('medOverdue'))).toBe('/regulatory/med?due=overdue');
    expect(hrefOf(await card('medOpen'))).toBe('/regulatory/med?status=open');
    expect(valueOf(await card('claims'))).toBe('3');
    expect(hrefOf(await card('claims'))).toBe('/pix/claims?role=donor&status=WAITING_RESOLUTION');
    expect(hrefOf(await card('review'))).toBe('/banking/transactions?trade_type=payout&trade_status=pending');
    expect(hrefOf(await card('jobs'))).toBe('/userCenter/tradeDownload?status=failed');
    expect(screen.getByRole('link', { name: /MED cases overdue/ })).toBeTruthy();
    expect(api.bodiesOf(cockpit.dashboard.path)[0]).toEqual({});
  });

  it('links each figure to a screen of the route table, asking the permission that screen needs', () => {
    for (const id of Object.values(FIGURE_GROUPS).flat()) {
      const path = openableLinks(FIGURES.day, () => true)[id]!.split('?')[0];
      const route = ROUTES.find((candidate) => candidate.path === path);
      expect(route, id).toBeDefined();
      expect(openableLinks(FIGURES.day, (permission) => permission === route!.meta.permission)[id], id).toBeDefined();
    }
  });

  it('warns of our buckets at the DICT in alert, leading to the status page for who may open it', async () => {
    show([...ALL, 'system.view'], { ...FIGURES, dict_buckets_in_alert: ['ENTRIES_WRITE'] });
    const alert = await screen.findByTestId('dashboard-buckets-alert');
    expect(alert.textContent).toContain('A bucket of our request limits at the DICT is under 20 % of its capacity: ENTRIES_WRITE.');
    expect(within(alert).getByRole('link', { name: 'See the system status' }).getAttribute('href')).toBe('/status');
  });

  it('shows no bucket alert when none is in alert, and no link to a page the member may not open', async () => {
    show();
    await card('pixToday');
    expect(screen.queryByTestId('dashboard-buckets-alert')).toBeNull();
    cleanup();
    show(ALL, { ...FIGURES, dict_buckets_in_alert: ['ENTRIES_WRITE', 'CLAIMS_WRITE'] });
    const alert = await screen.findByTestId('dashboard-buckets-alert');
    expect(alert.textContent).toContain('2 buckets of our request limits at the DICT are under 20 % of their capacity: ENTRIES_WRITE, CLAIMS_WRITE.');
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('tells the change against the same weekday last week, or that there was none', async () => {
    show();
    expect((await card('pixToday')).querySelector('[data-figure-note]')?.textContent).toBe(`+25% against the same weekday last week (1,200 Pix, R$${NBSP}1.234,56)`);
    expect(changeAgainst(90, 120)).toBe(-0.25);
    expect(changeAgainst(5, 0)).toBeNull();
  });

  it('draws Pix per hour with the same figures in a table beside the chart', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Pix per hour, today and on the same weekday last week' });
    const nine = table.querySelector('[data-hour="9"]');
    expect([...nine!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['09:00', '90', '72']);
    expect(screen.getByRole('img', { name: 'Pix per hour: 1,500 today so far, 1,200 on the same weekday last week by this time.' })).toBeTruthy();
  });

  it('welcomes a member who may not see transactions, with the screens their role opens, and asks for no figures', async () => {
    const api = show(['users.view', 'pix_keys.view']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to Wallet Admin' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'User list' }).getAttribute('href')).toBe('/userCenter/userList'));
    expect(screen.getByRole('link', { name: 'Pix keys' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Transactions' })).toBeNull();
    expect(document.querySelector('[data-figure]:not([data-figure^="approvals_"])')).toBeNull();
    expect(api.bodiesOf(cockpit.dashboard.path)).toEqual([]);
  });

  it('shows every member what waits for a second person, each figure opening its inbox', async () => {
    show(['users.view']);
    await waitFor(async () => expect(valueOf(await card('approvals_waiting'))).toBe('3'));
    expect((await card('approvals_waiting')).querySelector('a')?.getAttribute('href')).toBe('/approvals');
    expect(valueOf(await card('approvals_mine'))).toBe('1');
    expect((await card('approvals_mine')).querySelector('a')?.getAttribute('href')).toBe('/approvals?box=mine');
  });

  it('speaks pt-BR: the words, the counts and the amounts', async () => {
    await i18n.changeLanguage('pt-BR');
    try {
      show();
      const today = await card('pixToday');
      expect(valueOf(today)).toBe('1.500');
      expect(today.querySelector('[data-figure-note]')?.textContent).toBe(`+25% em relação ao mesmo dia da semana passada (1.200 Pix, R$${NBSP}1.234,56)`);
      expect(screen.getByRole('heading', { level: 2, name: 'Aguardando a equipe' })).toBeTruthy();
      expect(within(await card('success')).getByText('18 com falha')).toBeTruthy();
      expect(valueOf(await card('success'))).toBe('98,8%');
      expect(screen.getByRole('table', { name: 'Pix por hora, hoje e no mesmo dia da semana passada' }).querySelector('[data-hour="9"] td')?.textContent).toBe('09h');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when the figures could not be loaded, with a way to try again', async () => {
    fakeApi({ ...session(ALL), [cockpit.dashboard.path]: () => envelope(500, 'Something broke') });
    renderScreen(<DashboardPage />, '/dashboard');
    expect(await screen.findByText('The figures of the day could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
