// The date pickers' words, calendar and first day of the week in the console's language. Only the
// day fields' calendar needs them, so they travel with its code (components/DayCalendar.tsx),
// loaded when a member first opens one.
import type { ReactNode } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, ptBR } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/pt-br';
import { useTranslation } from 'react-i18next';

const LOCALES = {
  en: { pickers: enUS, dayjs: 'en' },
  'pt-BR': { pickers: ptBR, dayjs: 'pt-br' },
} as const;

/** Wraps date pickers so their words and calendar follow the console's language. */
export function PickersLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'pt-BR' ? LOCALES['pt-BR'] : LOCALES.en;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale.dayjs}
      localeText={locale.pickers.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
