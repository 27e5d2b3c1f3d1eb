import type { Translated } from '../../i18n/words';
import type { userSelectedWords as userSelectedWordsEnglish } from './selected-messages';

export const userSelectedWords: Translated<typeof userSelectedWordsEnglish> = {
  block: 'Bloquear escolhidos',
  unblock: 'Desbloquear escolhidos',
  blockTitle_one: 'Bloquear {{count}} conta',
  blockTitle_other: 'Bloquear {{count}} contas',
  unblockTitle_one: 'Desbloquear {{count}} conta',
  unblockTitle_other: 'Desbloquear {{count}} contas',
  blockIntro: 'Cada uma é bloqueada com o mesmo motivo, guardado no seu histórico de situação; não entra nem movimenta dinheiro até ser desbloqueada.',
  unblockIntro: 'Cada uma é desbloqueada com o mesmo motivo, guardado no seu histórico de situação.',
  unchanged: 'já {{status}}: será recusada',
};
