import { defineWords } from '../../i18n/words';

const en = {
  block: 'Block chosen',
  unblock: 'Unblock chosen',
  blockTitle_one: 'Block {{count}} account',
  blockTitle_other: 'Block {{count}} accounts',
  unblockTitle_one: 'Unblock {{count}} account',
  unblockTitle_other: 'Unblock {{count}} accounts',
  blockIntro: 'Each is blocked with the same reason, kept in its status history; it cannot sign in or move money until unblocked.',
  unblockIntro: 'Each is unblocked with the same reason, kept in its status history.',
  unchanged: 'already {{status}}: will be refused',
};

export const userSelectedWords = defineWords(en);
