import { defineWords } from '../../../i18n/words';

// With the lists, not in the catalogue the sign-in page loads.
export const listTableWords = defineWords({
  columnMenu: '{{column}} column menu',
  hide: 'Hide column',
  columns: 'Columns shown',
  selectAll: 'Select all rows',
  selectRow: 'Select row',
  rowsPerPage: 'Rows per page:',
  previousPage: 'Go to previous page',
  nextPage: 'Go to next page',
  displayedRows: '{{from, number}}–{{to, number}} of {{total, number}}',
  folded_one: '1 more column in a wider window',
  folded_other: '{{count, number}} more columns in a wider window',
});
