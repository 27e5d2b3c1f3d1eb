import type { Translated } from '../../i18n/words';
import type { shortcutsWords as shortcutsWordsEnglish } from './messages';

export const shortcutsWords: Translated<typeof shortcutsWordsEnglish> = {
  title: 'Atalhos de teclado',
  intro: 'Em qualquer lugar do console, fora de um campo de texto.',
  keys: 'Teclas',
  does: 'O que fazem',
  search: 'Buscar um cliente, conta, transação ou chave',
  list: 'Mostrar esta lista',
  close: 'Fechar um diálogo ou menu',
  go: 'Ir para {{screen}}',
  then: 'depois',
  open: 'Atalhos de teclado',
  done: 'Fechar',
};
