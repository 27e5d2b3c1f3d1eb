import { defineWords } from '../../../i18n/words';

/** Words of a customer's story on their detail page (`t('story.…')`). */
const en = {
  seeAll_one: 'See the 1 in {{screen}}',
  seeAll_other: 'See all {{total}} in {{screen}}',
  open: 'Open {{screen}}',
  loadError: 'This part could not be loaded: {{message}}',
  noAccess: 'Your role may not see this part: it needs the permission "{{permission}}"',
  accounts: { heading: 'Bank accounts and balances', empty: 'No bank accounts yet', account: 'Account', status: 'Status', available: 'Available', held: 'Held' },
  keys: { heading: 'Pix keys', empty: 'No Pix keys yet', type: 'Type', key: 'Key', status: 'Status', account: 'Account' },
  limits: {
    heading: 'Pix limits', empty: 'The default limits apply: none was changed', type: 'Type', period: 'Period', amount: 'In force', pending: 'Pending increase',
    usage: {
      heading: '{{type}} in the period now running', period: 'Period', since: 'Began', used: 'Used', limit: 'In force', left: 'Left',
      bar: 'Share of the limit used', percent: '{{percent}}% used',
    },
  },
  freezes: { heading: 'Freezes and holds', empty: 'No money was ever frozen on these accounts', account: 'Account', status: 'Status', amount: 'Frozen', held: 'Still held', reason: 'Reason', created: 'Frozen at' },
  trades: { heading: 'Transactions', empty: 'No transactions in this period', period: 'Period', trade: 'Trade', type: 'Type', status: 'Status', amount: 'Amount', created: 'Created' },
  med: {
    heading: 'MED cases', empty: 'No MED case about their transactions', open_one: '{{count}} case open', open_other: '{{count}} cases open', none: 'No case open',
    flag_one: '{{count}} open MED case', flag_other: '{{count}} open MED cases',
    case: 'Case', openCase: 'Open case {{id}}', side: 'Side', status: 'Status', amount: 'Amount', deadline: 'Next deadline',
  },
  claims: {
    heading: 'DICT claims on their keys', empty: 'No portability or ownership claim on their Pix keys',
    claim: 'Claim', openClaim: 'Open claim {{id}}', key: 'Key', type: 'Type', role: 'Our side', status: 'Status', deadline: 'Deadline',
  },
  infractions: {
    heading: 'Infraction reports about their transactions', empty: 'No infraction reports about their transactions',
    endToEndId: 'End-to-end id', type: 'Type', status: 'Status', amount: 'Amount', reported: 'Reported', deadline: 'Analysis due',
  },
  audit: { heading: 'What staff did', empty: 'Nothing recorded yet', at: 'When', actor: 'Who', action: 'Action', result: 'Result' },
  fraud: {
    heading: 'Fraud', markers: 'Fraud markers', noMarkers: 'No fraud marker of ours names this customer', keys: 'DICT fraud statistics of their live keys', noKeys: 'No live Pix key',
    flagged_one: 'Marked for fraud: {{count}} active marker', flagged_other: 'Marked for fraud: {{count}} active markers',
    keyFlagged: 'The DICT shows a fraud marker on one of their keys or on them', flag: 'Marked for fraud', flagDict: 'Marked at the DICT',
    kind: 'Kind', subject: 'Marked', case: 'MED case', status: 'Status', created: 'Set', key: '{{type}} key {{key}}',
  },
};

export const storyWords = defineWords(en);
