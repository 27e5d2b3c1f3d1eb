import { defineWords } from '../../i18n/words';

// With the signed-in layout, not in the catalogue the sign-in page loads.
export const shortcutsWords = defineWords({
  title: 'Keyboard shortcuts',
  intro: 'Anywhere in the console, outside a text field.',
  keys: 'Keys',
  does: 'What they do',
  search: 'Search for a customer, account, trade or key',
  list: 'Show this list',
  close: 'Close a dialog or menu',
  go: 'Go to {{screen}}',
  then: 'then',
  open: 'Keyboard shortcuts',
  done: 'Close',
});
