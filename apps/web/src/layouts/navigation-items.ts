import type { Permission } from '@wallet/contracts';
import { routeByName } from '../router/routes';

export interface NavItem {
  /** The route name, as in the specification's table. */
  name: string;
  path: string;
  label: string;
  /** The view permission of the route; the entry is hidden without it. */
  permission?: Permission;
}

export interface NavGroup {
  id: string;
  label: string;
  items: NavItem[];
}

const item = (name: string, label: string): NavItem => {
  const route = routeByName(name);
  if (!route) throw new Error(`No route named ${name}`);
  return { name, path: route.path, label, ...(route.meta.permission ? { permission: route.meta.permission } : {}) };
};

/** Every screen of the console, grouped as the side navigation shows them. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'user-center',
    label: 'nav.userCenter',
    items: [
      item('user-center-user-list', 'nav.userList'),
      item('user-center-merchant-list', 'nav.merchantList'),
      item('user-center-fee-management', 'nav.feeManagement'),
      item('user-center-kyc-check', 'nav.kycCheck'),
      item('user-center-trade-download', 'nav.tradeDownload'),
    ],
  },
  {
    id: 'banking',
    label: 'nav.banking',
    items: [
      item('banking-accounts', 'nav.accounts'),
      item('banking-transactions', 'nav.transactions'),
      item('banking-funds-freeze', 'nav.fundsFreeze'),
      item('banking-freeze-history', 'nav.freezeHistory'),
      item('banking-fee-history', 'nav.feeHistory'),
    ],
  },
  { id: 'pix', label: 'nav.pix', items: [item('pix-pix-key', 'nav.pixKey'), item('pix-limits-list', 'nav.limitsList')] },
  { id: 'logs', label: 'nav.logs', items: [item('logs-pix-key-logs', 'nav.pixKeyLogs')] },
  {
    id: 'regulatory',
    label: 'nav.regulatory',
    items: [item('regulatory-apix', 'nav.apix'), item('regulatory-infractions-notification', 'nav.infractions')],
  },
  {
    id: 'user-admin',
    label: 'nav.userAdmin',
    items: [item('user-admin-role', 'nav.role'), item('user-admin-staff', 'nav.staff'), item('user-admin-audit-log', 'nav.auditLog')],
  },
];

/** The groups as a member sees them: entries they may not view left out, and groups left empty with them. */
export function visibleNavGroups(groups: readonly NavGroup[], can: (permission: Permission) => boolean): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((entry) => !entry.permission || can(entry.permission)) }))
    .filter((group) => group.items.length > 0);
}

/** The nav entry a route highlights: its own, or the one its meta names. */
export const activeNavName = (meta: { name: string; activeLink?: string } | undefined) => meta?.activeLink ?? meta?.name;
