import { defineWords } from '../../../i18n/words';

export const fundsSelectedWords = defineWords({
  release: 'Release chosen',
  title_one: 'Release {{count}} freeze',
  title_other: 'Release {{count}} freezes',
  intro: 'Each freeze is released whole: what it still holds goes back to its account\'s available balance, with the same reason.',
  row: 'Freeze #{{id}}: {{amount}} on {{account}} ({{owner}})',
  released: 'already released: will be refused',
  reasonHelp: 'Kept on each freeze and in the ledger',
});
