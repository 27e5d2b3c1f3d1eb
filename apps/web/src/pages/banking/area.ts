import { defineArea, pathWith, type PathQuery } from '../../router/area';

/** Bank accounts, the money held on them (freezes and fees) and the trades that move it. */
export const bankingArea = defineArea({
  screens: {
    'user-center-fee-management': {
      path: '/userCenter/feeManagement', title: { en: 'Fee management', 'pt-BR': 'Gestão de tarifas' }, permission: 'fees.view',
      nav: { group: 'user-center', order: 30 }, page: 'funds/FeeManagementPage',
    },
    'user-center-trade-download': {
      path: '/userCenter/tradeDownload', title: { en: 'Trade download', 'pt-BR': 'Exportação de transações' }, permission: 'trades.export',
      nav: { group: 'user-center', order: 50 }, page: 'trades/TradeDownloadPage',
    },
    'banking-accounts': {
      path: '/banking/accounts', title: { en: 'Bank accounts', 'pt-BR': 'Contas bancárias' }, permission: 'bank_accounts.view',
      nav: { group: 'banking', order: 10 }, shortcut: 'a', page: 'accounts/AccountListPage',
    },
    // Public, as the specification says: no redirect to sign-in (the server still refuses its calls without a session).
    'banking-accounts-detail': {
      path: '/banking/accounts/detail', title: { en: 'Bank account detail', 'pt-BR': 'Detalhes da conta bancária' }, permission: 'bank_accounts.view',
      public: true, activeLink: 'banking-accounts', page: 'accounts/AccountDetailPage',
    },
    'banking-transactions': {
      path: '/banking/transactions', title: { en: 'Transactions', 'pt-BR': 'Transações' }, permission: 'trades.view',
      nav: { group: 'banking', order: 20 }, shortcut: 't', page: 'trades/TradeListPage',
    },
    'banking-transactions-detail': {
      path: '/banking/transactions/detail', title: { en: 'Transaction detail', 'pt-BR': 'Detalhes da transação' }, permission: 'trades.view',
      activeLink: 'banking-transactions', page: 'trades/TradeDetailPage',
    },
    'banking-funds-freeze': {
      path: '/banking/fundsFreeze', title: { en: 'Funds freeze', 'pt-BR': 'Bloqueio de saldo' }, permission: 'funds.view',
      nav: { group: 'banking', order: 30 }, shortcut: 'f', page: 'funds/FundsFreezePage',
    },
    'banking-freeze-history': {
      path: '/banking/freezeHistory', title: { en: 'Freeze history', 'pt-BR': 'Histórico de bloqueios' }, permission: 'funds.view',
      nav: { group: 'banking', order: 40 }, page: 'funds/FreezeHistoryPage',
    },
    'banking-statement': {
      path: '/banking/statement', title: { en: 'Account statement', 'pt-BR': 'Extrato da conta' }, permission: 'funds.view',
      nav: { group: 'banking', order: 45 }, page: 'funds/StatementPage',
    },
    'banking-fee-history': {
      path: '/banking/feeHistory', title: { en: 'Fee history', 'pt-BR': 'Histórico de tarifas' }, permission: 'fees.view',
      nav: { group: 'banking', order: 50 }, page: 'funds/FeeHistoryPage',
    },
    'banking-trial-balance': {
      path: '/banking/trialBalance', title: { en: 'Trial balance', 'pt-BR': 'Balancete' }, permission: 'funds.view',
      nav: { group: 'banking', order: 60 }, page: 'funds/TrialBalancePage',
    },
  },
});

const { screens } = bankingArea;

/** The bank account list, filtered (`owner`: a CPF or CNPJ). */
export const accountListPath = (query?: { owner?: string }) => pathWith(screens['banking-accounts'].path, query);

/** The detail page of one bank account. */
export const accountDetailPath = (id: number | string) => pathWith(screens['banking-accounts-detail'].path, { id });

/** The trade list, filtered as its filter bar reads the address (`merchant`, `search`, `created_from`…). */
export const tradeListPath = (query?: PathQuery) => pathWith(screens['banking-transactions'].path, query);

/** The detail page of one trade. */
export const tradeDetailPath = (id: number) => pathWith(screens['banking-transactions-detail'].path, { id });

/** The funds freezes, filtered (`owner`, `status`). */
export const fundsFreezePath = (query?: PathQuery) => pathWith(screens['banking-funds-freeze'].path, query);

/** An account's statement (`account_id`), over a period (`created_from`, `created_to`). */
export const statementPath = (query?: PathQuery) => pathWith(screens['banking-statement'].path, query);

/** The fees charged, filtered (`created_from`, `created_to`). */
export const feeHistoryPath = (query?: PathQuery) => pathWith(screens['banking-fee-history'].path, query);

/** The member's exports, filtered (`status`). */
export const tradeDownloadPath = (query?: PathQuery) => pathWith(screens['user-center-trade-download'].path, query);
