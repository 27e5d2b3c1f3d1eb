import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { ALL_PERMISSIONS, BUILT_IN_ROLES, type Permission } from '@wallet/contracts';
import { initI18n } from '../i18n';
import { fakeApi, meAnswers, renderScreen, session } from '../test-support/account-test-kit';
import { ROUTES } from '../router/routes';
import { NAV_GROUPS, visibleNavGroups } from './navigation-items';
import { VerticalNav } from './VerticalNav';

const names = (permissions: readonly Permission[]) =>
  visibleNavGroups(NAV_GROUPS, (p) => permissions.includes(p)).flatMap((group) => group.items.map((entry) => entry.name));

beforeAll(() => void initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the navigation by permission', () => {
  it('gives every signed-in screen but the dashboard and the own-account pages a view permission', () => {
    const without = ROUTES.filter((route) => !route.meta.public && route.meta.layout !== 'none' && !route.meta.permission).map((route) => route.meta.name);
    // The dashboard is every member's landing page: its figures need trades.view, the welcome nothing.
    // Any member may ask for an approval, and sees there what they asked and what waits for them.
    expect(without).toEqual(['dashboard', 'approvals', 'account-security', 'account-password']);
    // The trade downloads list only the member's own exports, and every call there needs trades.export.
    // The key look-up reads the DICT's personal data and is audited: it has a permission of its own.
    // The approval policies are shown to those who may change them.
    const exceptions: Record<string, string> = { 'user-center-trade-download': 'trades.export', 'pix-lookup': 'pix_keys.lookup', 'user-admin-approval-policies': 'approvals.policies' };
    for (const route of ROUTES) {
      if (route.meta.permission) expect(route.meta.permission).toMatch(exceptions[route.meta.name] ?? /\.view$/);
    }
  });

  it('shows the Super admin all 32 entries, each group in its order', () => {
    expect(visibleNavGroups(NAV_GROUPS, () => true).map((group) => [group.id, group.items.map((entry) => entry.name)])).toEqual([
      ['overview', ['dashboard', 'state-map', 'calendar', 'approvals', 'system-status']],
      ['user-center', ['user-center-user-list', 'user-center-merchant-list', 'user-center-fee-management', 'user-center-kyc-check', 'user-center-trade-download']],
      ['banking', ['banking-accounts', 'banking-transactions', 'banking-funds-freeze', 'banking-freeze-history', 'banking-statement', 'banking-fee-history', 'banking-trial-balance']],
      ['pix', ['pix-pix-key', 'pix-limits-list', 'pix-pending-increases', 'pix-claims', 'pix-fraud-markers', 'pix-lookup', 'pix-reconciliation']],
      ['logs', ['logs-pix-key-logs']],
      ['regulatory', ['regulatory-apix', 'regulatory-infractions-notification', 'regulatory-med']],
      ['user-admin', ['user-admin-role', 'user-admin-staff', 'user-admin-approval-policies', 'user-admin-audit-log']],
    ]);
    expect(names(ALL_PERMISSIONS)).toHaveLength(32);
  });

  it('hides the entries a role cannot see, and the groups left empty', () => {
    const finance = names(BUILT_IN_ROLES.Finance.permissions);
    expect(finance).not.toContain('user-admin-role');
    expect(finance).not.toContain('user-center-kyc-check');
    expect(finance).toContain('banking-fee-history');
    expect(finance).toContain('dashboard');
    expect(finance).not.toContain('system-status');
    const groups = visibleNavGroups(NAV_GROUPS, (p) => p === 'audit.view');
    expect(groups.map((group) => group.id)).toEqual(['overview', 'user-admin']);
    expect(groups[0]!.items.map((entry) => entry.name)).toEqual(['dashboard', 'approvals']);
    expect(groups[1]!.items.map((entry) => entry.name)).toEqual(['user-admin-audit-log']);
  });

  it('renders only what the member may see in the side navigation', async () => {
    fakeApi(meAnswers(session({}, ['pix_keys.view', 'limits.view'])).answers);
    renderScreen(<VerticalNav activeName={undefined} isMini={false} isOverlay={false} overlayOpen={false} semiDark={false} onOverlayClose={() => {}} onHoverChange={() => {}} />);
    await waitFor(() => expect(document.querySelectorAll('[data-nav]')).toHaveLength(7));
    expect([...document.querySelectorAll('[data-nav]')].map((link) => link.getAttribute('data-nav'))).toEqual(['dashboard', 'approvals', 'pix-pix-key', 'pix-limits-list', 'pix-pending-increases', 'pix-reconciliation', 'logs-pix-key-logs']);
    expect(screen.queryByText('User center')).toBeNull();
    expect(screen.getByText('Pix')).toBeTruthy();
  });
});
