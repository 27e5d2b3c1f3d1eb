import type { Screen } from './area';
import { EVERY_SCREEN, type AreaName, type RouteName } from './areas';
import type { RouteMeta } from './route-meta';

export interface AppRoute {
  /** A screen's path (from its area's manifest), or a not-found route's. */
  path: string;
  meta: RouteMeta;
  /** The area whose page it shows, and so whose words it needs. */
  area: AreaName;
  /** The page's module under the area's folder, without `.tsx` (router.tsx loads it). */
  page: string;
}

/** A screen's title key: its heading, its entry in the side navigation (words in screen-titles.ts). */
const titleKey = (name: string) => `screens.${name as RouteName}` as const;

function screenRoute(area: AreaName, name: string, { path, title: _words, layout = 'default', page, ...meta }: Screen): AppRoute {
  return { path, meta: { name, layout, title: titleKey(name), ...meta }, area, page };
}

const notFound = { meta: { name: '$error', layout: 'blank', public: true, title: 'notFound.title' }, area: 'misc', page: 'NotFoundPage' } as const;

/**
 * The specification's route table, every area's screens, but for sign-in (`/login`, named `login`,
 * public, blank layout): a document of its own (`login.html`, `pages/login/SignInApp.tsx`), which
 * loads none of the console's router or signed-in frame.
 */
export const ROUTES: AppRoute[] = [
  ...EVERY_SCREEN.map(({ area, name, screen }) => screenRoute(area, name, screen)),
  { path: '/pages/misc/not-found/*', ...notFound },
  { path: '*', ...notFound },
];
