import { createTheme, darken, lighten, type SimplePaletteColorOptions, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, COLORS } from '../config';
import { readableShade } from './contrast';
import type { ColorScheme, Skin } from './preferences';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

export interface ThemeInput {
  scheme: ColorScheme;
  skin: Skin;
  primary: string;
  direction: 'ltr' | 'rtl';
}

const BACKGROUNDS = {
  light: { default: '#f8f7fa', paper: '#ffffff' },
  dark: { default: '#25293c', paper: '#2f3349' },
} as const;
/** Text on the light fills of dark mode: the light mode's text colour. */
const DARK_TEXT = '#2f2b3d';

/**
 * A palette colour that passes WCAG AA wherever MUI puts it: as text on the page and on cards, and
 * as a fill under its contrast text. Light mode darkens a brand colour that is too light for
 * white text (the default primary #7367f0 only just misses 4.5:1, and becomes about the spec's own
 * darker #685ceb); dark mode lightens it until it reads on the dark surfaces, with dark text on
 * its fills, as Material's dark theme does. Hover fills go one step further from the surfaces.
 */
export function accessibleColor(brand: string, scheme: ColorScheme): SimplePaletteColorOptions {
  const surfaces = [BACKGROUNDS[scheme].default, BACKGROUNDS[scheme].paper];
  if (scheme === 'dark') {
    const main = readableShade(brand, surfaces, 'lighter');
    return { main, dark: lighten(main, 0.15), contrastText: DARK_TEXT };
  }
  // The paper is white: a colour that reads on it also carries white text.
  const main = readableShade(brand, surfaces, 'darker');
  return { main, dark: darken(main, 0.15), contrastText: '#fff' };
}

/** The MUI theme from the specification's colours, font and breakpoints. */
export function createAppTheme({ scheme, skin, primary, direction }: ThemeInput): Theme {
  const bordered = skin === 'bordered';
  const dark = scheme === 'dark';
  const primaryColor = accessibleColor(primary, scheme);
  // One focus ring for every control reached by keyboard, in a colour that stands out from the
  // surfaces (WCAG 2.4.7); MUI's own is a faint ripple on buttons. A list's cells draw their own (list-table-style.ts).
  const focusRing = { outline: `2px solid ${primaryColor.main}`, outlineOffset: 2 };
  return createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode: scheme,
      primary: primaryColor,
      success: accessibleColor(COLORS.success, scheme),
      info: accessibleColor(COLORS.info, scheme),
      warning: accessibleColor(COLORS.warning, scheme),
      error: accessibleColor(COLORS.error, scheme),
      background: BACKGROUNDS[scheme],
      // A hovered row (or menu entry) darkens towards the page's background instead of lightening,
      // so that the colours checked against both surfaces still read on it (a white veil took the
      // primary link to 3.6:1).
      ...(dark && { action: { hover: 'rgba(0, 0, 0, 0.16)', hoverOpacity: 0.16 } }),
      text: dark
        ? { primary: 'rgba(225, 222, 245, 0.9)', secondary: 'rgba(225, 222, 245, 0.7)' }
        : { primary: 'rgba(47, 43, 61, 0.9)', secondary: 'rgba(47, 43, 61, 0.7)' },
    },
    typography: { fontFamily: '"Public Sans", sans-serif', fontSize: 14 },
    shape: { borderRadius: 6 },
    components: {
      MuiPaper: {
        defaultProps: { elevation: bordered ? 0 : 1 },
        // No lighter overlay on raised dark surfaces: cards and dialogs keep the paper colour the
        // palette's colours are checked against.
        styleOverrides: { root: { ...(bordered && { border: `1px solid ${dark ? '#44485e' : '#dbdade'}` }), ...(dark && { backgroundImage: 'none' }) } },
      },
      MuiCard: { defaultProps: { elevation: bordered ? 0 : 2 } },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
      // The pages' rows-per-page select has no border to thicken.
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } } },
      // A disabled field's hint says why it is disabled: it must stay readable (the disabled
      // text colour is below 4.5:1 in both modes).
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    },
  });
}
