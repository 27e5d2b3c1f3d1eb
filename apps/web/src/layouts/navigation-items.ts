import type { Permission } from '@wallet/contracts';
import type { WordKey } from '../i18n/word-key';
import { NAV_GROUP_IDS, type NavGroupId } from '../router/route-meta';
import { ROUTES } from '../router/routes';

interface NavItem {
  /** The route name, as in the specification's table. */
  name: string;
  path: string;
  label: WordKey;
  /** The view permission of the route; the entry is hidden without it. */
  permission?: Permission;
}

export interface NavGroup {
  id: string;
  label: WordKey;
  items: NavItem[];
}

const GROUP_LABELS: Record<NavGroupId, WordKey> = {
  overview: 'nav.overview',
  'user-center': 'nav.userCenter',
  banking: 'nav.banking',
  pix: 'nav.pix',
  logs: 'nav.logs',
  regulatory: 'nav.regulatory',
  'user-admin': 'nav.userAdmin',
};

/** The navigation's place of a route: its group, then its order there. */
const listedIn = (id: NavGroupId) => ROUTES
  .filter((route) => route.meta.nav?.group === id)
  .sort((a, b) => a.meta.nav!.order - b.meta.nav!.order);

/**
 * Every screen of the console, grouped as the side navigation shows them: derived from the route
 * table, where a screen says which group lists it (under its title) and where.
 */
export const NAV_GROUPS: NavGroup[] = NAV_GROUP_IDS.map((id) => ({
  id,
  label: GROUP_LABELS[id],
  items: listedIn(id).map(({ path, meta }) => ({
    name: meta.name, path, label: meta.title, ...(meta.permission ? { permission: meta.permission } : {}),
  })),
}));

/** The groups as a member sees them: entries they may not view left out, and groups left empty with them. */
export function visibleNavGroups(groups: readonly NavGroup[], can: (permission: Permission) => boolean): NavGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((entry) => !entry.permission || can(entry.permission)) }))
    .filter((group) => group.items.length > 0);
}

/** The nav entry a route highlights: its own, or the one its meta names. */
export const activeNavName = (meta: { name: string; activeLink?: string } | undefined) => meta?.activeLink ?? meta?.name;
