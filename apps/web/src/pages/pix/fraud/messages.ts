import { defineWords } from '../../../i18n/words';

/** Words of the fraud marker screens (`t('fraud.…')`). */
const en = {
  empty: 'No fraud marker matches these filters.',
  filters: { status: 'Status', kind: 'Kind', target: 'Marks a', keyword: 'Document, key or customer', keywordHint: 'A CPF/CNPJ, a key or part of the customer’s name' },
  scope: { case: 'Only the markers of MED case #{{id}}', customer: 'Only the markers of customer #{{id}}', all: 'Show every marker' },
  columns: {
    marker: 'Marker', kind: 'Kind', subject: 'Marked', customer: 'Customer', case: 'MED case', status: 'Status', created: 'Set by', cancelled: 'Cancelled', note: 'Note',
  },
  cancelled: '{{by}}: {{reason}}',
  cancel: {
    action: 'Cancel',
    actionOf: 'Cancel marker #{{id}}',
    title: 'Cancel fraud marker #{{id}}',
    intro: 'The marker is cancelled at the DICT and its restrictions are lifted: {{subject}} may register and claim keys again, and payouts to them go through.',
    reasonHelp: 'Why the marker no longer holds; kept with the marker',
    submit: 'Cancel marker',
    confirmTitle: 'Cancel fraud marker #{{id}}?',
    confirm: 'Lift the marker ({{kind}}) on {{subject}}? This cannot be undone.',
  },
};

export const fraudWords = defineWords({
  en,
  'pt-BR': {
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
  },
});
