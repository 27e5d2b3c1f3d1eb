import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, COLORS } from '../config';
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
  primaryDarken: string;
  direction: 'ltr' | 'rtl';
}

/** The MUI theme from the specification's colours, font and breakpoints. */
export function createAppTheme({ scheme, skin, primary, primaryDarken, direction }: ThemeInput): Theme {
  const bordered = skin === 'bordered';
  const dark = scheme === 'dark';
  return createTheme({
    direction,
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode: scheme,
      primary: { main: primary, dark: primaryDarken, contrastText: '#fff' },
      success: { main: COLORS.success, contrastText: '#fff' },
      info: { main: COLORS.info, contrastText: '#fff' },
      warning: { main: COLORS.warning, contrastText: '#fff' },
      error: { main: COLORS.error, contrastText: '#fff' },
      background: dark ? { default: '#25293c', paper: '#2f3349' } : { default: '#f8f7fa', paper: '#ffffff' },
      text: dark
        ? { primary: 'rgba(225, 222, 245, 0.9)', secondary: 'rgba(225, 222, 245, 0.7)' }
        : { primary: 'rgba(47, 43, 61, 0.9)', secondary: 'rgba(47, 43, 61, 0.7)' },
    },
    typography: { fontFamily: '"Public Sans", sans-serif', fontSize: 14 },
    shape: { borderRadius: 6 },
    components: {
      MuiPaper: {
        defaultProps: { elevation: bordered ? 0 : 1 },
        styleOverrides: { root: bordered ? { border: `1px solid ${dark ? '#44485e' : '#dbdade'}` } : {} },
      },
      MuiCard: { defaultProps: { elevation: bordered ? 0 : 2 } },
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } } },
    },
  });
}
