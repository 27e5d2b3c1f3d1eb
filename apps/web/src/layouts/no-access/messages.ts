import { defineWords } from '../../i18n/words';

const en = {
  title: 'No access to this page',
  missing: 'Your role does not have the permission this page needs:',
  grant: 'A member who may change staff accounts ({{grant}}) can give it to you, by giving your role this permission or you a role that has it.',
  home: 'Back to home',
};

/** The words of the page a member sees at an address their role does not open (`t('noAccess.…')`). */
export const noAccessWords = defineWords(en);
