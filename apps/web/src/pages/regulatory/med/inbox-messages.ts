import { defineWords } from '../../../i18n/words';

/**
 * Words of the MED inbox (`t('medInbox.…')`), apart from the case page's: the inbox loads only
 * these. The case page's header names its fields with the inbox's column words.
 */
const en = {
  empty: 'No MED case matches these filters.',
  sync: 'Sync now',
  openCase: 'Open case',
  scope: { customer: 'Only the cases of customer #{{id}}', all: 'Show every case' },
  views: {
    label: 'Quick views',
    counted: '{{view}} ({{count}})',
    all: 'All',
    open: 'New and open',
    due_today: 'Due today',
    overdue: 'Overdue',
    mine: 'Mine',
  },
  filters: {
    status: 'Status',
    due: 'Deadline',
    side: 'Side',
    origin: 'Origin',
    keyword: 'Pix or customer',
    keywordHint: 'End-to-end id, transaction no. or name',
  },
  columns: {
    case: 'Case',
    openCase: 'Open case {{id}}',
    pix: 'Pix (end-to-end id, transaction)',
    endToEndId: 'End-to-end id',
    side: 'Side',
    origin: 'Origin',
    customer: 'Customer',
    amount: 'Amount',
    counterparty: 'Other participant',
    nextDeadline: 'Next deadline',
    assignedTo: 'Assigned to',
    status: 'Status',
    tradeNo: 'Trade no',
  },
  /** The side in a cell's room; the option's whole words show on hover. */
  sideShort: { payer: 'We ask', receiver: 'We are asked' },
};

export const medInboxWords = defineWords(en);
