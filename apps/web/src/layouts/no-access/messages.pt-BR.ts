import type { Translated } from '../../i18n/words';
import type { noAccessWords as noAccessWordsEnglish } from './messages';

export const noAccessWords: Translated<typeof noAccessWordsEnglish> = {
  title: 'Sem acesso a esta página',
  missing: 'O seu perfil não tem a permissão de que esta página precisa:',
  grant: 'Um membro que pode alterar contas da equipe ({{grant}}) pode concedê-la, dando essa permissão ao seu perfil ou a você um perfil que a tenha.',
  home: 'Voltar ao início',
};
