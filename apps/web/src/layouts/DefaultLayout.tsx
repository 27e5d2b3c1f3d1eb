import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, Container, Skeleton, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { storedSessionInfo } from '../api/session';
import { useCan, useMe, useRefreshAfterMutations, useSelection } from '../api/hooks';
import { useRouteMeta } from '../router/route-meta';
import { withAreaWords } from '../router/words';
import { usePreferences } from '../theme/PreferencesProvider';
import { Customizer } from './Customizer';
import { Footer } from './Footer';
import { HorizontalNav } from './HorizontalNav';
import { effectiveLayout } from './layout-rules';
import { activeNavName } from './navigation-items';
import { Navbar } from './Navbar';
import { ScrollToTopButton } from './ScrollToTopButton';
import { ScreenLinksContext } from './screen-links';
import { SignedInProviders } from './SignedInProviders';
import { SkipLink } from './SkipLink';
import { useNavGroups } from './useNavGroups';
import { UserMenu } from './UserMenu';
import { SearchBox } from './search/SearchBox';
import { ApprovalsBadge } from './ApprovalsBadge';
import { KeyboardShortcuts } from './shortcuts/KeyboardShortcuts';
import { Logo } from './Logo';
import { VerticalNav } from './VerticalNav';

/** The page at an address the member's role does not open, with the words of the permissions it names. */
const NoAccessPage = lazy(withAreaWords('user-admin', () => import('./no-access/NoAccessPage')));

/** The content's id, the skip link's target. */
const MAIN_ID = 'main-content';

function useWindowWidth(): number {
  // Re-render on every breakpoint the layout cares about; the width itself is read from window.
  useMediaQuery('(min-width: 1279px)');
  useMediaQuery('(min-width: 600px)');
  return window.innerWidth;
}

export default function DefaultLayout(props: { className: string; children: ReactNode }) {
  return (
    <SignedInProviders>
      <SignedInLayout {...props} />
    </SignedInProviders>
  );
}

/** Room on the content's right for the customizer's button, which floats there: it covers no control. */
const CUSTOMIZER_GUTTER = 7;
/** Below this the customizer's button sits in the top bar: a phone has no width to spare for its gutter. */
const DOCKED_CUSTOMIZER_WIDTH = 600;

/** Navigation, navbar, content and footer around every signed-in screen. */
function SignedInLayout({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { preferences, update } = usePreferences();
  const meta = useRouteMeta();
  const width = useWindowWidth();
  const [isNavHovered, setNavHovered] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const me = useMe();
  const can = useCan();
  const session = me.data ?? storedSessionInfo();
  // A screen the member's role does not open is not drawn at all: it would ask the server for what it refuses.
  const missing = session && meta?.permission && !can(meta.permission) ? meta.permission : null;
  useSelection();
  useRefreshAfterMutations();
  const layout = effectiveLayout(preferences, { width, isNavHovered });
  const activeName = activeNavName(meta);
  const vertical = layout.layoutNav === 'vertical';
  const screens = useNavGroups().flatMap((group) => group.items);
  const docked = width < DOCKED_CUSTOMIZER_WIDTH;

  return (
    <Box className={className} data-layout="default" data-layout-nav={layout.layoutNav} data-content-width={preferences.appContentWidth} sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink targetId={MAIN_ID} />
      {vertical && (
        <VerticalNav
          activeName={activeName}
          isMini={layout.isMiniNav}
          isOverlay={layout.isOverlayNav}
          overlayOpen={overlayOpen}
          semiDark={preferences.isVerticalNavSemiDark}
          onOverlayClose={() => setOverlayOpen(false)}
          onHoverChange={setNavHovered}
        />
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Navbar
          type={preferences.navbarType}
          blur={preferences.isNavbarBlurEnabled}
          onOpenOverlayNav={layout.isOverlayNav ? { open: () => setOverlayOpen(true), label: t('openNavigation') } : undefined}
          collapse={vertical && !layout.isOverlayNav ? {
            collapsed: preferences.isVerticalNavCollapsed,
            toggle: () => update({ isVerticalNavCollapsed: !preferences.isVerticalNavCollapsed }),
            label: t('customizer.collapsed'),
          } : undefined}
          below={vertical ? undefined : <HorizontalNav activeName={activeName} />}
        >
          {!vertical && <Box sx={{ position: 'absolute', left: 8 }}><Logo compact={false} /></Box>}
          <SearchBox screens={screens} />
          <ApprovalsBadge />
          <KeyboardShortcuts />
          <UserMenu session={session} />
          {docked && <Customizer docked />}
        </Navbar>
        {/* Focusable by script only, for the skip link; the controls inside show their own focus. */}
        <Container component="main" id={MAIN_ID} tabIndex={-1} maxWidth={preferences.appContentWidth === 'boxed' ? 'xl' : false} disableGutters sx={{ flexGrow: 1, py: 3, pl: { xs: 2, sm: 3 }, pr: docked ? 2 : CUSTOMIZER_GUTTER, '&:focus': { outline: 'none' } }}>
          <ScreenLinksContext value={screens}>
            {missing ? <Suspense fallback={<Skeleton variant="rounded" height={160} />}><NoAccessPage permission={missing} /></Suspense> : children}
          </ScreenLinksContext>
        </Container>
        <Footer type={preferences.footerType} />
      </Box>
      {!docked && <Customizer docked={false} />}
      <ScrollToTopButton />
    </Box>
  );
}
