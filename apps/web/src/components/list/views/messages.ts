import { defineWords } from '../../../i18n/words';

// With the lists, not in the catalogue the sign-in page loads.
export const listViewsWords = defineWords({
  button: 'Views',
  menu: 'Views of this list',
  saved: 'Your saved views',
  none: 'No saved view yet',
  save: 'Save this view…',
  manage: 'Manage views…',
  copyLink: 'Copy a link to this view',
  density: 'Row density',
  densities: { compact: 'Compact', standard: 'Standard', comfortable: 'Comfortable' },
  saveTitle: 'Save this view',
  saveIntro: 'Keeps the filters, sort, page size, columns and density shown now. Saving under a name you already use replaces that view.',
  name: 'Name',
  nameProblem: 'Give the view a name of at most 60 characters',
  submit: 'Save',
  manageTitle: 'Your saved views of this list',
  open: 'Open {{name}}',
  delete: 'Delete {{name}}',
  deleteTitle: 'Delete the view {{name}}?',
  deleteMessage: 'The list itself does not change; only the saved view goes.',
  close: 'Close',
});
