import { defineArea, pathWith } from '../../router/area';

/** The wallet's customers: users and merchants, their details and story, and the KYC checks. */
export const userCenterArea = defineArea({
  screens: {
    'user-center-user-list': {
      path: '/userCenter/userList', title: { en: 'User list', 'pt-BR': 'Usuários' }, permission: 'users.view',
      nav: { group: 'user-center', order: 10 }, shortcut: 'u', page: 'UserListPage',
    },
    'user-center-user-list-detail': {
      path: '/userCenter/userList/detail', title: { en: 'User detail', 'pt-BR': 'Detalhes do usuário' }, permission: 'users.view',
      activeLink: 'user-center-user-list', page: 'UserDetailPage',
    },
    'user-center-merchant-list': {
      path: '/userCenter/merchantList', title: { en: 'Merchant list', 'pt-BR': 'Lojistas' }, permission: 'users.view',
      nav: { group: 'user-center', order: 20 }, shortcut: 'm', page: 'MerchantListPage',
    },
    'user-center-merchant-list-detail': {
      path: '/userCenter/merchantList/detail', title: { en: 'Merchant detail', 'pt-BR': 'Detalhes do lojista' }, permission: 'users.view',
      activeLink: 'user-center-merchant-list', page: 'MerchantDetailPage',
    },
    'user-center-kyc-check': {
      path: '/userCenter/kycCheck', title: { en: 'KYC check', 'pt-BR': 'Verificação KYC' }, permission: 'kyc.view',
      nav: { group: 'user-center', order: 40 }, shortcut: 'k', page: 'KycCheckPage',
    },
  },
});

/** A kind of the wallet's customers: its list and detail screens. */
type CustomerKind = 'user' | 'merchant';

const { screens } = userCenterArea;

/** The list screen of a kind of customer. */
export const customerListPath = (kind: CustomerKind) => (kind === 'merchant' ? screens['user-center-merchant-list'] : screens['user-center-user-list']).path;

/** The detail page of one user or merchant. */
export const customerPath = (kind: CustomerKind, id: number | string) =>
  pathWith((kind === 'merchant' ? screens['user-center-merchant-list-detail'] : screens['user-center-user-list-detail']).path, { id });
