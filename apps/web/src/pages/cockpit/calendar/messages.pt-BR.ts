import type { Translated } from '../../../i18n/words';
import type { calendarWords as calendarWordsEnglish } from './messages';

export const calendarWords: Translated<typeof calendarWordsEnglish> = {
  previous: 'Mês anterior',
  next: 'Próximo mês',
  thisMonth: 'Este mês',
  table: 'Os dias de {{month}}',
  loading: 'Carregando o mês',
  failed: 'Não foi possível carregar o mês.',
  retry: 'Tentar de novo',
  pix_one: '{{count}} Pix, {{value}}',
  pix_other: '{{count}} Pix, {{value}}',
  apix: 'Prazo do relatório APIX',
  med_one: '{{count}} prazo do MED',
  med_other: '{{count}} prazos do MED',
  infractions_one: '{{count}} análise a entregar',
  infractions_other: '{{count}} análises a entregar',
  today: 'hoje',
  note: 'Dias no horário de Brasília. Feriado bancário ou fim de semana não é dia útil: o relatório APIX vence no quinto dia útil do mês.',
  holidays: {
    new_year: 'Confraternização Universal', carnival_monday: 'Carnaval', carnival_tuesday: 'Carnaval', good_friday: 'Sexta-feira Santa', tiradentes: 'Tiradentes',
    labour_day: 'Dia do Trabalho', corpus_christi: 'Corpus Christi', independence: 'Independência do Brasil', our_lady_aparecida: 'Nossa Senhora Aparecida',
    all_souls: 'Finados', republic: 'Proclamação da República', black_consciousness: 'Dia da Consciência Negra', christmas: 'Natal',
  },
};
