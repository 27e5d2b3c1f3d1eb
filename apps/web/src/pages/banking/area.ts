import { defineArea } from '../../router/area';

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
    'banking-fee-history': {
      path: '/banking/feeHistory', title: { en: 'Fee history', 'pt-BR': 'Histórico de tarifas' }, permission: 'fees.view',
      nav: { group: 'banking', order: 50 }, page: 'funds/FeeHistoryPage',
    },
  },
});
