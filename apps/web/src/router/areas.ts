import { accountArea } from '../pages/account/area';
import { approvalsArea } from '../pages/approvals/area';
import { bankingArea } from '../pages/banking/area';
import { cockpitArea } from '../pages/cockpit/area';
import { miscArea } from '../pages/misc/area';
import { pixArea } from '../pages/pix/area';
import { regulatoryArea } from '../pages/regulatory/area';
import { userAdminArea } from '../pages/user-admin/area';
import { userCenterArea } from '../pages/user-center/area';
import type { Area, Screen } from './area';

/**
 * Every screen area's manifest, by its folder under `pages/`: the console's screens are theirs and
 * no one else's. A new area is added here once; a new screen only to its area's manifest.
 */
const AREAS = {
  cockpit: cockpitArea,
  approvals: approvalsArea,
  'user-center': userCenterArea,
  banking: bankingArea,
  pix: pixArea,
  regulatory: regulatoryArea,
  'user-admin': userAdminArea,
  account: accountArea,
  misc: miscArea,
} as const;

/** An area's folder under `pages/`. */
export type AreaName = keyof typeof AREAS;

/** A screen's route name (`t('screens.<route name>')`, `RouteLink to=…`), every area's. */
export type RouteName = { [A in AreaName]: keyof (typeof AREAS)[A]['screens'] & string }[AreaName];

/** A screen the navigation lists: one whose manifest gives it a `nav` place. */
export type NavRouteName = {
  [A in AreaName]: { [S in keyof (typeof AREAS)[A]['screens']]: (typeof AREAS)[A]['screens'][S] extends { nav: object } ? S & string : never }[keyof (typeof AREAS)[A]['screens']];
}[AreaName];

/** Every screen of every area, with its route name and its area's folder, area by area. */
export const EVERY_SCREEN: readonly { area: AreaName; name: string; screen: Screen }[] = (Object.entries(AREAS) as [AreaName, Area][])
  .flatMap(([area, { screens }]) => Object.entries(screens).map(([name, screen]) => ({ area, name, screen })));
