import { defineWords } from '../../../i18n/words';

/** Words of the DICT claim screens, loaded with their code (`t('claims.…')`). */
const en = {
  empty: 'No claim matches. Claims on our keys arrive from the DICT; Sync fetches them now.',
  sync: 'Sync with the DICT',
  scope: { owner: 'Only the claims on the keys of customer #{{id}}', all: 'Show every claim' },
  views: {
    label: 'Quick views',
    all: 'All',
    allLive: 'All ({{count}} live)',
    to_answer: 'To answer',
    due_today: 'Due today',
    overdue: 'Overdue',
    counted: '{{view}} ({{count}})',
  },
  filters: { status: 'Status', role: 'Our side', type: 'Type', keyword: 'Key or owner', keywordHint: 'The key, or part of the owner’s name' },
  columns: {
    claim: 'Claim', key: 'Key', type: 'Type', role: 'Our side', status: 'Status', counterparty: 'Other institution', owner: 'Owner',
    account: 'Account', deadline: 'Next deadline', opened: 'Opened', openClaim: 'Open claim #{{id}}',
  },
  detail: {
    invalidId: 'The address names no claim: open one from the list.',
    notFound: 'Claim #{{id}} was not found.',
    loadError: 'The claim could not be loaded: {{message}}',
    retry: 'Try again',
    loading: 'Loading the claim',
    backToList: 'Back to the claims',
  },
  claim: {
    title: 'Claim #{{id}}',
    dictId: 'DICT id',
    copy: 'Copy {{label}} {{value}}',
    key: 'Key',
    openKey: 'See key {{key}} among the Pix keys',
    closed: 'Closed',
    updated: 'Last change',
    confirmReason: 'Confirmed because',
    cancelReason: 'Cancelled because',
    cancelledBy: 'Cancelled by',
    by: { claimer: 'The claimer', donor: 'The holder', dict: 'The DICT (a period ran out)' },
  },
  periods: {
    heading: 'Periods',
    intro: 'Each period lasts {{days}} days: the holder answers within the resolution period; the claimer completes within the completion period, which starts when the claim is confirmed.',
    resolution: 'Resolution period ends',
    completion: 'Completion period ends',
    notStarted: 'Starts when the claim is confirmed',
  },
  history: { heading: 'History of the key', empty: 'Nothing happened to this key yet', at: 'When', action: 'Event', reason: 'Note', operator: 'Who', thisClaim: 'This claim' },
  actions: { confirm: 'Confirm', cancel: 'Cancel claim', complete: 'Complete' },
  confirmForm: {
    title: 'Confirm claim #{{id}}',
    intro: 'The customer agreed to give key {{key}} up: it leaves us when {{counterparty}} completes the claim.',
    note: 'Note',
    noteHelp: 'How the customer agreed; 3 to 500 characters, kept with the claim',
    submit: 'Confirm',
    confirmTitle: 'Confirm claim #{{id}}?',
    confirm: 'Key {{key}} of {{owner}} will leave us. This cannot be undone.',
  },
  cancelForm: {
    title: 'Cancel claim #{{id}}',
    intro: { donor: 'The customer keeps key {{key}}: the claim by {{counterparty}} ends.', claimer: 'We withdraw our claim on key {{key}} held at {{counterparty}}.' },
    reason: 'Reason',
    note: 'Note',
    noteHelp: 'Why, in your words; 3 to 500 characters, kept with the claim',
    submit: 'Cancel claim',
    keep: 'Keep it',
    confirmTitle: 'Cancel claim #{{id}}?',
    confirm: 'The claim on key {{key}} ends at the DICT ({{reason}}). This cannot be undone.',
  },
  completeForm: {
    confirmTitle: 'Complete claim #{{id}}?',
    confirm: 'Key {{key}} becomes active on account {{account}} of {{owner}}.',
  },
  keyLink: 'See its claims',
};

export const claimsWords = defineWords(en);
