import { defineWords } from '../i18n/words';

/** Words of the DICT's fraud statistics of a key and its owner (`t('fraudStatistics.…')`), wherever a key is shown with them. */
export const fraudStatisticsWords = defineWords({
  heading: 'DICT fraud statistics',
  on: { key: 'Key', owner: 'Owner' },
  markers: 'Active fraud markers',
  counter: { settlements: 'Settlements', reported_frauds: 'Reported frauds', confirmed_frauds: 'Confirmed frauds', rejected: 'Rejected' },
  window: { d3: '3 days', d30: '30 days', m6: '6 months' },
  marked: 'Marked for fraud',
  clean: 'No active fraud marker',
});
