// MUI's own words (the Autocomplete's "Open" and "Clear", the pickers' calendar and hints) in the
// console's language. Loaded with the signed-in screens, off the sign-in page's budget.
import type { ReactNode } from 'react';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { enUS as coreEnglish, ptBR as corePortuguese } from '@mui/material/locale';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEnglish, ptBR as pickersPortuguese } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/pt-br';
import { useTranslation } from 'react-i18next';

const LOCALES = {
  en: { core: coreEnglish, pickers: pickersEnglish, dayjs: 'en' },
  'pt-BR': { core: corePortuguese, pickers: pickersPortuguese, dayjs: 'pt-br' },
} as const;

/** Wraps the signed-in screens so MUI's components and the date pickers speak the console's language. */
export function MuiLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'pt-BR' ? LOCALES['pt-BR'] : LOCALES.en;
  return (
    <ThemeProvider theme={(outer: Theme) => createTheme(outer, locale.core)}>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale.dayjs}
        localeText={locale.pickers.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}
