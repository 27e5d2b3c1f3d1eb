import { defineWords } from '../../i18n/words';

const en = {
  title: 'No access to this page',
  missing: 'Your role does not have the permission this page needs:',
  grant: 'A member who may change staff accounts ({{grant}}) can give it to you, by giving your role this permission or you a role that has it.',
  home: 'Back to home',
};

/** The words of the page a member sees at an address their role does not open (`t('noAccess.…')`). */
export const noAccessWords = defineWords({
  en,
  'pt-BR': {
    title: 'Sem acesso a esta página',
    missing: 'O seu perfil não tem a permissão de que esta página precisa:',
    grant: 'Um membro que pode alterar contas da equipe ({{grant}}) pode concedê-la, dando essa permissão ao seu perfil ou a você um perfil que a tenha.',
    home: 'Voltar ao início',
  },
});
