import { defineArea } from '../../router/area';

/** Pix: our keys and their log, the limits, the DICT's claims and fraud markers, and the key look-up. */
export const pixArea = defineArea({
  screens: {
    'logs-pix-key-logs': {
      path: '/logs/pixKeyLogs', title: { en: 'Pix key logs', 'pt-BR': 'Registros de chaves Pix' }, permission: 'pix_keys.view',
      nav: { group: 'logs', order: 10 }, page: 'PixKeyLogsPage',
    },
    'pix-pix-key': {
      path: '/pix/pixKey', title: { en: 'Pix keys', 'pt-BR': 'Chaves Pix' }, permission: 'pix_keys.view',
      nav: { group: 'pix', order: 10 }, shortcut: 'p', page: 'PixKeyPage',
    },
    'pix-limits-list': {
      path: '/pix/limitsList', title: { en: 'Pix limits', 'pt-BR': 'Limites Pix' }, permission: 'limits.view',
      nav: { group: 'pix', order: 20 }, shortcut: 'l', page: 'LimitsListPage',
    },
    'pix-pending-increases': {
      path: '/pix/pendingIncreases', title: { en: 'Pending limit increases', 'pt-BR': 'Aumentos de limite pendentes' }, permission: 'limits.view',
      nav: { group: 'pix', order: 30 }, page: 'PendingIncreasesPage',
    },
    'pix-claims': {
      path: '/pix/claims', title: { en: 'DICT claims', 'pt-BR': 'Reivindicações no DICT' }, permission: 'claims.view',
      nav: { group: 'pix', order: 40 }, shortcut: 'c', page: 'claims/ClaimsPage',
    },
    'pix-claims-detail': {
      path: '/pix/claims/detail', title: { en: 'DICT claim', 'pt-BR': 'Reivindicação no DICT' }, permission: 'claims.view',
      activeLink: 'pix-claims', page: 'claims/ClaimPage',
    },
    'pix-fraud-markers': {
      path: '/pix/fraud-markers', title: { en: 'Fraud markers', 'pt-BR': 'Marcações de fraude' }, permission: 'fraud.view',
      nav: { group: 'pix', order: 50 }, page: 'fraud/FraudMarkersPage',
    },
    'pix-lookup': {
      path: '/pix/lookup', title: { en: 'Key look-up at the DICT', 'pt-BR': 'Consulta de chave no DICT' }, permission: 'pix_keys.lookup',
      nav: { group: 'pix', order: 60 }, page: 'lookup/KeyLookupPage',
    },
  },
});
