import { defineWords } from '../../i18n/words';

export const bulkWords = defineWords({
  listed: 'Rows to change',
  resultsTitle: '{{done}} done, {{refused}} refused',
  resultsIntro: 'Each row was changed on its own; a refused one was left as it was.',
  results: 'What was done to each',
  done: 'Done',
  refused: 'Refused',
  close: 'Close',
});
