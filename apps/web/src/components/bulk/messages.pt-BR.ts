import type { Translated } from '../../i18n/words';
import type { bulkWords as bulkWordsEnglish } from './messages';

export const bulkWords: Translated<typeof bulkWordsEnglish> = {
  listed: 'Linhas a alterar',
  resultsTitle: '{{done}} feitas, {{refused}} recusadas',
  resultsIntro: 'Cada linha foi alterada por si; uma recusada ficou como estava.',
  results: 'O que foi feito a cada uma',
  done: 'Feito',
  refused: 'Recusado',
  close: 'Fechar',
};
