import { defineArea, pathWith } from '../../router/area';

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

/** The member's sign-in security, then on to `to` (a console address) if given. */
export const securityPath = (query?: { to?: string }) => pathWith(accountArea.screens['account-security'].path, query);

/** The change of the member's password, then on to `to` (a console address) if given. */
export const changePasswordPath = (query?: { to?: string }) => pathWith(accountArea.screens['account-password'].path, query);
