import type { Translated } from '../../../i18n/words';
import type { fraudWords as fraudWordsEnglish } from './messages';

export const fraudWords: Translated<typeof fraudWordsEnglish> = {
  empty: 'Nenhuma marcação de fraude corresponde a estes filtros.',
  filters: { status: 'Situação', kind: 'Tipo', target: 'Marca uma', keyword: 'Documento, chave ou cliente', keywordHint: 'Um CPF/CNPJ, uma chave ou parte do nome do cliente' },
  scope: { case: 'Só as marcações do caso do MED #{{id}}', customer: 'Só as marcações do cliente #{{id}}', all: 'Mostrar todas as marcações' },
  columns: {
    marker: 'Marcação', kind: 'Tipo', subject: 'Marcado', customer: 'Cliente', case: 'Caso do MED', status: 'Situação', created: 'Criada por', cancelled: 'Cancelada', note: 'Observação',
  },
  cancelled: '{{by}}: {{reason}}',
  cancel: {
    action: 'Cancelar',
    actionOf: 'Cancelar a marcação #{{id}}',
    title: 'Cancelar a marcação de fraude #{{id}}',
    intro: 'A marcação é cancelada no DICT e suas restrições são retiradas: {{subject}} volta a poder cadastrar e reivindicar chaves, e os pagamentos a essa pessoa seguem normalmente.',
    reasonHelp: 'Por que a marcação não vale mais; guardado com a marcação',
    submit: 'Cancelar marcação',
    confirmTitle: 'Cancelar a marcação de fraude #{{id}}?',
    confirm: 'Retirar a marcação ({{kind}}) de {{subject}}? Isso não pode ser desfeito.',
  },
};
