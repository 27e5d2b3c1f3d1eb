import { registerAreaMessages } from '../../i18n';

const en = {
  block: 'Block chosen',
  unblock: 'Unblock chosen',
  blockTitle_one: 'Block {{count}} account',
  blockTitle_other: 'Block {{count}} accounts',
  unblockTitle_one: 'Unblock {{count}} account',
  unblockTitle_other: 'Unblock {{count}} accounts',
  blockIntro: 'Each is blocked with the same reason, kept in its status history; it cannot sign in or move money until unblocked.',
  unblockIntro: 'Each is unblocked with the same reason, kept in its status history.',
  listed: 'Accounts to change',
  unchanged: 'already {{status}}: will be refused',
  resultsTitle: '{{done}} done, {{refused}} refused',
  resultsIntro: 'Each account was changed on its own; a refused one was left as it was.',
  results: 'What was done to each',
  done: 'Done',
  refused: 'Refused',
  close: 'Close',
};

registerAreaMessages('userSelected', {
  en,
  'pt-BR': {
    block: 'Bloquear escolhidos',
    unblock: 'Desbloquear escolhidos',
    blockTitle_one: 'Bloquear {{count}} conta',
    blockTitle_other: 'Bloquear {{count}} contas',
    unblockTitle_one: 'Desbloquear {{count}} conta',
    unblockTitle_other: 'Desbloquear {{count}} contas',
    blockIntro: 'Cada uma é bloqueada com o mesmo motivo, guardado no seu histórico de situação; não entra nem movimenta dinheiro até ser desbloqueada.',
    unblockIntro: 'Cada uma é desbloqueada com o mesmo motivo, guardado no seu histórico de situação.',
    listed: 'Contas a alterar',
    unchanged: 'já {{status}}: será recusada',
    resultsTitle: '{{done}} feitas, {{refused}} recusadas',
    resultsIntro: 'Cada conta foi alterada por si; uma recusada ficou como estava.',
    results: 'O que foi feito a cada uma',
    done: 'Feito',
    refused: 'Recusado',
    close: 'Fechar',
  },
});
