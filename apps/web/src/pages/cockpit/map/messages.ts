import { defineWords } from '../../../i18n/words';

export const stateMapWords = defineWords({
  period: 'Period',
  periods: { '1': 'Today', '7': '7 days', '30': '30 days', '90': '90 days' },
  measure: 'Shown on the map',
  measures: { pix_value: 'Pix value', pix_count: 'Pix count', fraud_reports: 'Fraud reports', customers: 'Customers' },
  map: 'Map of Brazil: {{measure}} by state, {{from}} to {{to}}',
  table: '{{measure}} and the other figures by state',
  legend: 'Legend: from {{min}} to {{max}}',
  columns: { uf: 'UF', state: 'State', customers: 'Customers', pix_count: 'Pix', pix_value: 'Pix value', fraud_reports: 'Fraud reports' },
  stateValue: '{{state}}: {{value}}',
  between: 'From {{from}} to {{to}} (Brasília); a customer counts in the state of their phone\'s area code.',
  withoutState_one: '{{count}} customer has a phone whose area code no state has and is not on the map.',
  withoutState_other: '{{count}} customers have a phone whose area code no state has and are not on the map.',
  loading: 'Loading the map',
  failed: 'The map could not be loaded.',
  retry: 'Try again',
});
