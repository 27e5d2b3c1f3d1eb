// The date pickers' own words the day fields show before any calendar's code is in: the format's
// placeholder and the calendar button's name. Two locales' texts, without the pickers themselves.
import { enUS, ptBR } from '@mui/x-date-pickers/locales';

const localeText = (locale: typeof enUS) => locale.components.MuiLocalizationProvider.defaultProps.localeText;
const ENGLISH = localeText(enUS);

/** The pickers' words in the language (English where the language's locale leaves one out). */
export function pickerWords(language: string) {
  const own = { ...ENGLISH, ...(language === 'pt-BR' ? localeText(ptBR) : {}) };
  return {
    /** `YYYY-MM-DD` as the language writes its placeholders (`AAAA-MM-DD` in pt-BR): what to type, worded for the reader. */
    format: (format: string) => format
      .replace('YYYY', own.fieldYearPlaceholder!({ digitAmount: 4, format: 'YYYY' }))
      .replace('MM', own.fieldMonthPlaceholder!({ contentType: 'digit', format: 'MM' }))
      .replace('DD', own.fieldDayPlaceholder!({ format: 'DD' })),
    /** The calendar button's name, with the day chosen if there is one. */
    openCalendar: (day: string | null) => own.openDatePickerDialogue!(day),
  };
}
