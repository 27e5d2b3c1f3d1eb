import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { isLoggedIn } from '../api/session';
import { LOGIN_PATH } from '../config';
import { BlankLayout } from '../layouts/BlankLayout';
import { ProgressBar } from '../components/ProgressBar';
import { useRouteMeta } from './route-meta';
import type { RouteMeta } from './routes';
import { scrollForLocation } from './scroll';

/**
 * The signed-in layout's chunk. A route drawn in it loads it with its page (router.tsx), at once:
 * the router shows nothing until the page has loaded, and the layout then had to load after it.
 */
export const loadDefaultLayout = () => import('../layouts/DefaultLayout');
const DefaultLayout = lazy(loadDefaultLayout);

/** Around every route: the progress bar, scrolling, the session guard and the layout of the meta. */
export function RootShell() {
  const meta = useRouteMeta();
  const location = useLocation();
  const navigation = useNavigation();
  const screen = meta?.name ?? '';

  useEffect(() => scrollForLocation(location.hash), [location.pathname, location.hash]);
  // The screen shown, once it is (the window's title stays the app's, as the specification says):
  // for styles and tests that must know which screen is up.
  useEffect(() => { document.documentElement.dataset.screen = screen; }, [screen]);

  if (meta && !meta.public && !isLoggedIn()) {
    const to = location.pathname + location.search + location.hash;
    return <Navigate to={`${LOGIN_PATH}?to=${encodeURIComponent(to)}`} replace />;
  }
  return (
    <>
      <ProgressBar loading={navigation.state === 'loading'} />
      <Layout meta={meta}>
        <Outlet />
      </Layout>
    </>
  );
}

function Layout({ meta, children }: { meta: RouteMeta | undefined; children: ReactNode }) {
  const classes = ['layout-wrapper', ...(meta?.wrapperClasses ?? [])].join(' ');
  switch (meta?.layout ?? 'blank') {
    case 'default':
      return (
        <Suspense fallback={<ProgressBar loading />}>
          <DefaultLayout className={classes}>{children}</DefaultLayout>
        </Suspense>
      );
    case 'blank':
      return <BlankLayout className={classes}>{children}</BlankLayout>;
    case 'none':
      // Nothing around the page, but still the page's main landmark.
      return <main className={classes} data-layout="none">{children}</main>;
  }
}

/** Shown while the first page of the visit loads. */
export const InitialLoading = () => <ProgressBar loading />;
