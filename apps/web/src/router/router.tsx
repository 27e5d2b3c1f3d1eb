import { lazy, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type Location } from 'react-router';
import { LOGIN_PATH } from '../config';
import type { RouteMeta } from './route-meta';
import { ROUTES, type AppRoute } from './routes';
import { FullLoad } from './full-load';
import { loadAreaWords, loadConsoleWords } from './words';

type PageModule = { default: ComponentType };

/**
 * Every page's code, each loaded when first asked for: the manifests name their pages, and this
 * is the one place that imports them (sign-in is a document of its own).
 */
const PAGES = import.meta.glob<PageModule>(['../pages/**/*Page.tsx', '!../pages/login/**']);

/** A route as the router draws it: its path, its meta, its element and what loads its page. */
interface ShownRoute {
  path: string;
  handle: RouteMeta;
  element: ReactNode;
  /** Starts loading the page's code and words (once); the page's element waits for them. */
  load?: () => Promise<unknown>;
}

/** What loads the page of a route; a page the manifests name but that does not exist stops the console at once. */
export function pageLoader(route: Pick<AppRoute, 'area' | 'page'>): () => Promise<PageModule> {
  const page = PAGES[`../pages/${route.area}/${route.page}.tsx`];
  if (!page) throw new Error(`The ${route.area} area's manifest names a page that does not exist: ${route.page}`);
  return page;
}

function pageRoute(route: AppRoute): ShownRoute {
  const page = pageLoader(route);
  let loading: Promise<PageModule> | undefined;
  // The page draws once its code and its words are in: a page never shows a key for want of them.
  const load = () => (loading ??= Promise.all([page(), loadConsoleWords(), loadAreaWords(route.area)]).then(([module]) => module));
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
