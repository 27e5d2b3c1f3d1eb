import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { isLoggedIn, signInEnding } from '../api/session';
import { LOGIN_PATH } from '../config';
import { BlankLayout } from '../layouts/BlankLayout';
import { ProgressBar } from '../components/ProgressBar';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary';
import { useNavigating } from './browser-router';
import { RouteMetaContext, type RouteMeta } from './route-meta';
import { routeAt, SHOWN_ROUTES } from './router';
import { useScrollForLocation } from './scroll';
import { FullLoad } from './full-load';
import { loadConsoleWords } from './words';

/**
 * The signed-in layout, drawn when first needed, with the console's words (its navigation and
 * search say them). Its code is in the signed-in chunk, which the console's document loads with
 * its script (vite.config.ts): by then it is usually there.
 */
const DefaultLayout = lazy(() => Promise.all([import('../layouts/DefaultLayout'), loadConsoleWords()]).then(([layout]) => layout));

/** Around every route: the progress bar, scrolling, the session guard and the layout of the meta. */
export function RootShell() {
  const location = useLocation();
  // The shell matches the address itself too: it picks the layout around the page, which the
  // router's element for the route cannot.
  const route = useMemo(() => routeAt(location), [location]);
  const page = useRoutes(SHOWN_ROUTES);
  const navigating = useNavigating();
  const meta = route?.handle;
  const screen = meta?.name ?? '';
  // The page's code loads beside the signed-in layout's: drawn inside the layout, the page would
  // otherwise ask for its code only once the layout's had come.
  if (meta?.layout === 'default') void route?.load?.();

  useScrollForLocation(location);
  // The screen shown, once it is (the window's title stays the app's, as the specification says):
  // for styles and tests that must know which screen is up.
  useEffect(() => { document.documentElement.dataset.screen = screen; }, [screen]);

  // A sign-in that ended under the member's eyes goes to the sign-in page once its notice closes (api/client.ts).
  if (meta && !meta.public && !isLoggedIn() && !signInEnding()) {
    const to = location.pathname + location.search + location.hash;
    return <FullLoad to={`${LOGIN_PATH}?to=${encodeURIComponent(to)}`} />;
  }
  return (
    <RouteMetaContext value={meta}>
      <ProgressBar loading={navigating} />
      <Layout meta={meta}>
        <ScreenErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<ProgressBar loading />}>{page}</Suspense>
        </ScreenErrorBoundary>
      </Layout>
    </RouteMetaContext>
  );
}

/**
 * The layout a route asks for. The signed-in layout is not wrapped in a loading state of its own:
 * while its code loads, the page shown before it stays, as the page inside it does while a page's
 * code loads (both are drawn in the navigation's transition).
 */
function Layout({ meta, children }: { meta: RouteMeta | undefined; children: ReactNode }) {
  const classes = ['layout-wrapper', ...(meta?.wrapperClasses ?? [])].join(' ');
  switch (meta?.layout ?? 'blank') {
    case 'default':
      return <DefaultLayout className={classes}>{children}</DefaultLayout>;
    case 'blank':
      return <BlankLayout className={classes}>{children}</BlankLayout>;
    case 'none':
      // Nothing around the page, but still the page's main landmark.
      return <main className={classes} data-layout="none">{children}</main>;
  }
}

/** Shown while the first page of the visit loads. */
export const InitialLoading = () => <ProgressBar loading />;
