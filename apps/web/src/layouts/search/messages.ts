import { defineWords } from '../../i18n/words';

const en = {
  open: 'Search',
  shortcut: 'Ctrl+K',
  title: 'Search the console',
  placeholder: 'CPF or CNPJ, name, e-mail, phone, Pix key, end-to-end id, trade or account number',
  hint: 'Type at least three letters of a name, or a whole identifier.',
  searching: 'Searching…',
  nothing: 'Nothing matches “{{text}}”.',
  failed: 'The search failed. Try again.',
  keys: '↑ ↓ to choose, Enter to open, Esc to close',
  groups: { screen: 'Screens', customer: 'Customers and merchants', account: 'Accounts', trade: 'Transactions', pix_key: 'Pix keys' },
  facts: {
    account: 'Account {{account}}',
    ownedBy: 'of {{owner}}',
  },
};

export const searchWords = defineWords(en);
