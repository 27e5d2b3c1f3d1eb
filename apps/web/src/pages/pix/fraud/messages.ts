import { defineWords } from '../../../i18n/words';

/** Words of the fraud marker screens (`t('fraud.…')`). */
const en = {
  empty: 'No fraud marker matches these filters.',
  filters: { status: 'Status', kind: 'Kind', target: 'Marks a', keyword: 'Document, key or customer', keywordHint: 'A CPF/CNPJ, a key or part of the customer’s name' },
  scope: { case: 'Only the markers of MED case #{{id}}', customer: 'Only the markers of customer #{{id}}', all: 'Show every marker' },
  columns: {
    marker: 'Marker', kind: 'Kind', subject: 'Marked', customer: 'Customer', case: 'MED case', status: 'Status', created: 'Set by', cancelled: 'Cancelled', note: 'Note',
  },
  cancelled: '{{by}}: {{reason}}',
  cancel: {
    action: 'Cancel',
    actionOf: 'Cancel marker #{{id}}',
    title: 'Cancel fraud marker #{{id}}',
    intro: 'The marker is cancelled at the DICT and its restrictions are lifted: {{subject}} may register and claim keys again, and payouts to them go through.',
    reasonHelp: 'Why the marker no longer holds; kept with the marker',
    submit: 'Cancel marker',
    confirmTitle: 'Cancel fraud marker #{{id}}?',
    confirm: 'Lift the marker ({{kind}}) on {{subject}}? This cannot be undone.',
  },
};

export const fraudWords = defineWords(en);
