import type { Translated } from '../../i18n/words';
import type { searchWords as searchWordsEnglish } from './messages';

export const searchWords: Translated<typeof searchWordsEnglish> = {
  open: 'Buscar',
  shortcut: 'Ctrl+K',
  title: 'Buscar no console',
  placeholder: 'CPF ou CNPJ, nome, e-mail, telefone, chave Pix, id fim a fim, número da transação ou da conta',
  hint: 'Digite ao menos três letras de um nome, ou um identificador inteiro.',
  searching: 'Buscando…',
  nothing: 'Nada corresponde a “{{text}}”.',
  failed: 'A busca falhou. Tente de novo.',
  keys: '↑ ↓ para escolher, Enter para abrir, Esc para fechar',
  groups: { screen: 'Telas', customer: 'Clientes e lojistas', account: 'Contas', trade: 'Transações', pix_key: 'Chaves Pix' },
  facts: {
    account: 'Conta {{account}}',
    ownedBy: 'de {{owner}}',
  },
};
