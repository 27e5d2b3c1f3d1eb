import { defineWords } from '../../../i18n/words';

// With the lists, not in the catalogue the sign-in page loads.
export const listTableWords = defineWords({
  en: {
    columnMenu: '{{column}} column menu',
    hide: 'Hide column',
    columns: 'Columns shown',
    selectAll: 'Select all rows',
    selectRow: 'Select row',
    displayedRows: '{{from, number}}–{{to, number}} of {{total, number}}',
  },
  'pt-BR': {
    columnMenu: 'Menu da coluna {{column}}',
    hide: 'Ocultar coluna',
    columns: 'Colunas mostradas',
    selectAll: 'Selecionar todas as linhas',
    selectRow: 'Selecionar linha',
    displayedRows: '{{from, number}}–{{to, number}} de {{total, number}}',
  },
});
