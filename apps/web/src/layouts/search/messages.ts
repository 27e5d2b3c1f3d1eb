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

export const searchWords = defineWords({
  en,
  'pt-BR': {
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
  },
});
