import { useCan } from '../api/hooks';
import { NAV_GROUPS, visibleNavGroups, type NavGroup } from './navigation-items';

/** The navigation the signed-in member may use; the server refuses the rest anyway. */
export function useNavGroups(): NavGroup[] {
  return visibleNavGroups(NAV_GROUPS, useCan());
}
