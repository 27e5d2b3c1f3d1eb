import { defineWords } from '../../../i18n/words';

export const calendarWords = defineWords({
  previous: 'Previous month',
  next: 'Next month',
  thisMonth: 'This month',
  table: 'The days of {{month}}',
  loading: 'Loading the month',
  failed: 'The month could not be loaded.',
  retry: 'Try again',
  pix_one: '{{count}} Pix, {{value}}',
  pix_other: '{{count}} Pix, {{value}}',
  apix: 'APIX report due',
  med_one: '{{count}} MED deadline',
  med_other: '{{count}} MED deadlines',
  infractions_one: '{{count}} analysis due',
  infractions_other: '{{count}} analyses due',
  today: 'today',
  note: 'Days in Brasília time. A bank holiday or a weekend is no business day: the APIX report is due on the fifth business day of the month.',
  holidays: {
    new_year: 'New Year', carnival_monday: 'Carnival', carnival_tuesday: 'Carnival', good_friday: 'Good Friday', tiradentes: 'Tiradentes',
    labour_day: 'Labour Day', corpus_christi: 'Corpus Christi', independence: 'Independence Day', our_lady_aparecida: 'Our Lady of Aparecida',
    all_souls: "All Souls' Day", republic: 'Republic Day', black_consciousness: 'Black Consciousness Day', christmas: 'Christmas',
  },
});
