import { defineWords } from '../../../i18n/words';

export const infractionsSelectedWords = defineWords({
  acknowledge: 'Acknowledge chosen',
  title_one: 'Acknowledge {{count}} report',
  title_other: 'Acknowledge {{count}} reports',
  intro: 'Each report is acknowledged at the DICT on its own: its 7 days of analysis go on, and you close it with your analysis later.',
  row: 'Report {{id}} on {{endToEndId}}',
  ours: 'made by us: will be refused',
  notOpen: 'not open: will be refused',
});
