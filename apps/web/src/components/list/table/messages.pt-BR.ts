import type { Translated } from '../../../i18n/words';
import type { listTableWords as listTableWordsEnglish } from './messages';

export const listTableWords: Translated<typeof listTableWordsEnglish> = {
  columnMenu: 'Menu da coluna {{column}}',
  hide: 'Ocultar coluna',
  columns: 'Colunas mostradas',
  selectAll: 'Selecionar todas as linhas',
  selectRow: 'Selecionar linha',
  rowsPerPage: 'Linhas por página:',
  previousPage: 'Ir para a página anterior',
  nextPage: 'Ir para a próxima página',
  displayedRows: '{{from, number}}–{{to, number}} de {{total, number}}',
  folded_one: 'Mais 1 coluna numa janela mais larga',
  folded_other: 'Mais {{count, number}} colunas numa janela mais larga',
};
