// MUI's own words (the Autocomplete's "Open" and "Clear", the pagination's labels) in the console's
// language. Loaded with the signed-in screens, off the sign-in page's budget; the date pickers'
// words come with the pickers (PickersLocale).
import type { ReactNode } from 'react';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { enUS, ptBR } from '@mui/material/locale';
import { useTranslation } from 'react-i18next';

/** Wraps the signed-in screens so MUI's components speak the console's language. */
export function MuiLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'pt-BR' ? ptBR : enUS;
  return <ThemeProvider theme={(outer: Theme) => createTheme(outer, locale)}>{children}</ThemeProvider>;
}
