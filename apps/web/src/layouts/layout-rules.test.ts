import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../theme/preferences';
import { effectiveLayout, layoutNavChange, resolveColorScheme } from './layout-rules';

const prefs = (changes: Partial<Preferences> = {}): Preferences => ({ ...DEFAULT_PREFERENCES, ...changes });
const WIDE = { width: 1440, isNavHovered: false };

describe('layoutNavChange', () => {
  it('turns a hidden navbar sticky and un-collapses the vertical nav when going horizontal', () => {
    expect(layoutNavChange(prefs({ navbarType: 'hidden', isVerticalNavCollapsed: true }), 'horizontal'))
      .toEqual({ appContentLayoutNav: 'horizontal', navbarType: 'sticky', isVerticalNavCollapsed: false });
  });

  it('keeps a static or sticky navbar as it is', () => {
    expect(layoutNavChange(prefs({ navbarType: 'static' }), 'horizontal').navbarType).toBe('static');
  });

  it('changes only the layout when going vertical', () => {
    expect(layoutNavChange(prefs({ navbarType: 'hidden' }), 'vertical')).toEqual({ appContentLayoutNav: 'vertical' });
  });
});

describe('effectiveLayout', () => {
  it('forces vertical below the overlay breakpoint (lg - 1 = 1279) and gives the choice back when wider', () => {
    const horizontal = prefs({ appContentLayoutNav: 'horizontal' });
    expect(effectiveLayout(horizontal, { width: 1278, isNavHovered: false })).toMatchObject({ layoutNav: 'vertical', isOverlayNav: true });
    expect(effectiveLayout(horizontal, { width: 1279, isNavHovered: false })).toMatchObject({ layoutNav: 'horizontal', isOverlayNav: false });
    expect(horizontal.appContentLayoutNav).toBe('horizontal');
  });

  it('shows the mini nav only when collapsed, not hovered and not an overlay', () => {
    const collapsed = prefs({ isVerticalNavCollapsed: true });
    expect(effectiveLayout(collapsed, WIDE).isMiniNav).toBe(true);
    expect(effectiveLayout(collapsed, { width: 1440, isNavHovered: true }).isMiniNav).toBe(false);
    expect(effectiveLayout(collapsed, { width: 900, isNavHovered: false }).isMiniNav).toBe(false);
    expect(effectiveLayout(prefs(), WIDE).isMiniNav).toBe(false);
  });

  it('never shows a mini nav in the horizontal layout', () => {
    expect(effectiveLayout(prefs({ appContentLayoutNav: 'horizontal', isVerticalNavCollapsed: true }), WIDE).isMiniNav).toBe(false);
  });
});

describe('resolveColorScheme', () => {
  it('follows the operating system for "system" and the choice otherwise', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});
