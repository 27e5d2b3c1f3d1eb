import { lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type Location } from 'react-router';
import { LOGIN_PATH } from '../config';
import type { RouteMeta } from './route-meta';
import { ROUTES, type AppRoute } from './routes';
import { FullLoad } from './full-load';

/** A route as the router draws it: its path, its meta, its element and what loads its page. */
interface ShownRoute {
  path: string;
  handle: RouteMeta;
  element: ReactNode;
  /** Starts loading the page's code (once); the page's element waits for it. */
  load?: () => Promise<unknown>;
}

function pageRoute(route: AppRoute): ShownRoute {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const load = () => (loading ??= route.page());
  const Page = lazy(load);
  return { path: route.path, handle: route.meta, element: <Page />, load };
}

/** The route table as the router matches it: the root sends to sign-in, every other row loads its page when first shown. */
export const SHOWN_ROUTES: ShownRoute[] = [
  { path: '/', handle: { name: 'index', layout: 'blank', public: true, title: 'app.title' }, element: <FullLoad to={LOGIN_PATH} /> },
  ...ROUTES.map(pageRoute),
];

/** The route an address shows (the table ends with a route for any address). */
export const routeAt = (location: Location): ShownRoute | undefined => matchRoutes(SHOWN_ROUTES, location)?.at(-1)?.route;
