import { OVERLAY_NAV_BREAKPOINT } from '../config';
import type { ColorScheme, LayoutNav, Preferences, ThemeChoice } from '../theme/preferences';

/**
 * The specification's layout rules (section 4) as pure functions, so they are tested without a
 * browser and applied the same way by the customizer and the layout.
 */

/** Choosing horizontal navigation turns a hidden navbar sticky and un-collapses the vertical nav. */
export function layoutNavChange(current: Preferences, next: LayoutNav): Partial<Preferences> {
  if (next === 'vertical') return { appContentLayoutNav: 'vertical' };
  return {
    appContentLayoutNav: 'horizontal',
    navbarType: current.navbarType === 'hidden' ? 'sticky' : current.navbarType,
    isVerticalNavCollapsed: false,
  };
}

export interface EffectiveLayout {
  layoutNav: LayoutNav;
  /** The vertical nav slides over the content instead of sitting beside it. */
  isOverlayNav: boolean;
  isMiniNav: boolean;
}

/**
 * What the screen shows: below the overlay breakpoint the layout is vertical whatever was chosen,
 * and the choice comes back when the window widens, because the preference itself never changes.
 */
export function effectiveLayout(preferences: Preferences, view: { width: number; isNavHovered: boolean }): EffectiveLayout {
  const isOverlayNav = view.width < OVERLAY_NAV_BREAKPOINT;
  const layoutNav = isOverlayNav ? 'vertical' : preferences.appContentLayoutNav;
  const isMiniNav = layoutNav === 'vertical' && preferences.isVerticalNavCollapsed && !view.isNavHovered && !isOverlayNav;
  return { layoutNav, isOverlayNav, isMiniNav };
}

/** "System" follows the operating system's colour scheme. */
export const resolveColorScheme = (theme: ThemeChoice, systemPrefersDark: boolean): ColorScheme =>
  theme === 'system' ? (systemPrefersDark ? 'dark' : 'light') : theme;
