import { defineArea, pathWith } from '../../router/area';

/** Pix: our keys and their log, the limits, the DICT's claims and fraud markers, the key look-up and the reconciliation with the DICT. */
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
    'pix-reconciliation': {
      path: '/pix/reconciliation', title: { en: 'DICT reconciliation', 'pt-BR': 'Reconciliação com o DICT' }, permission: 'pix_keys.view',
      nav: { group: 'pix', order: 70 }, page: 'reconciliation/ReconciliationPage',
    },
  },
});

const { screens } = pixArea;

/** Our Pix keys, filtered (`key`: the key itself; `owner`: a CPF or CNPJ). */
export const pixKeysPath = (query?: { key?: string; owner?: string }) => pathWith(screens['pix-pix-key'].path, query);

/** The Pix limits, filtered (`owner`: a CPF or CNPJ). */
export const limitListPath = (query?: { owner?: string }) => pathWith(screens['pix-limits-list'].path, query);

/**
 * The claim list's quick views, each the filters it sets. The list takes one status at a time, so
 * "to answer" is the holder's claims waiting for resolution (a claim the DICT sends us is
 * acknowledged on arrival).
 */
export const CLAIM_VIEW_FILTERS = {
  all: {},
  to_answer: { role: 'donor', status: 'WAITING_RESOLUTION' },
  due_today: { due: 'due_today' },
  overdue: { due: 'overdue' },
} as const satisfies Record<string, Record<string, string>>;
export type ClaimView = keyof typeof CLAIM_VIEW_FILTERS;

/** The claim list, filtered (`keyword`: a key or part of its owner's name; `owner_id`: the claims on one customer's keys). */
export const claimListPath = (query?: { keyword?: string; owner_id?: number }) => pathWith(screens['pix-claims'].path, query);

/** The claim list in one of its quick views. */
export const claimViewPath = (view: ClaimView) => pathWith(screens['pix-claims'].path, CLAIM_VIEW_FILTERS[view]);

/** The page of one claim. */
export const claimPath = (id: number) => pathWith(screens['pix-claims-detail'].path, { id });

/** The fraud markers, narrowed to those one MED case set (`case_id`) or naming one customer (`customer_id`). */
export const fraudMarkersPath = (query?: { case_id?: number; customer_id?: number }) => pathWith(screens['pix-fraud-markers'].path, query);
