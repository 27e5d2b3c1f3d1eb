import { defineArea } from '../../router/area';

/** The signed-in member's own account: their sign-in security and their password. */
export const accountArea = defineArea({
  screens: {
    // Reached from the user menu, not the side navigation.
    'account-security': {
      path: '/account/security', title: { en: 'Sign-in security', 'pt-BR': 'Segurança de acesso' }, page: 'SecurityPage',
    },
    // Outside the signed-in frame: a temporary password is changed before anything else.
    'account-password': {
      path: '/account/password', title: { en: 'Change your password', 'pt-BR': 'Troque sua senha' }, layout: 'blank', page: 'ChangePasswordPage',
    },
  },
});
