import { defineWords } from '../../i18n/words';

export const bulkWords = defineWords({
  en: {
    listed: 'Rows to change',
    resultsTitle: '{{done}} done, {{refused}} refused',
    resultsIntro: 'Each row was changed on its own; a refused one was left as it was.',
    results: 'What was done to each',
    done: 'Done',
    refused: 'Refused',
    close: 'Close',
  },
  'pt-BR': {
    listed: 'Linhas a alterar',
    resultsTitle: '{{done}} feitas, {{refused}} recusadas',
    resultsIntro: 'Cada linha foi alterada por si; uma recusada ficou como estava.',
    results: 'O que foi feito a cada uma',
    done: 'Feito',
    refused: 'Recusado',
    close: 'Fechar',
  },
});
