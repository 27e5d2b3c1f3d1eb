import { defineWords } from '../../../i18n/words';

export const fundsSelectedWords = defineWords({
  en: {
    release: 'Release chosen',
    title_one: 'Release {{count}} freeze',
    title_other: 'Release {{count}} freezes',
    intro: 'Each freeze is released whole: what it still holds goes back to its account\'s available balance, with the same reason.',
    row: 'Freeze #{{id}}: {{amount}} on {{account}} ({{owner}})',
    released: 'already released: will be refused',
    reasonHelp: 'Kept on each freeze and in the ledger',
  },
  'pt-BR': {
    release: 'Liberar escolhidos',
    title_one: 'Liberar {{count}} bloqueio',
    title_other: 'Liberar {{count}} bloqueios',
    intro: 'Cada bloqueio é liberado por inteiro: o que ainda retém volta ao saldo disponível da sua conta, com o mesmo motivo.',
    row: 'Bloqueio nº {{id}}: {{amount}} na conta {{account}} ({{owner}})',
    released: 'já liberado: será recusado',
    reasonHelp: 'Guardado em cada bloqueio e no razão',
  },
});
