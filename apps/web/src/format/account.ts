import type { banking } from '@wallet/contracts';

/** How people name an account: branch and number, `0001/12345`. */
export const accountLabel = (account: Pick<banking.BankAccount, 'branch' | 'account_number'>) =>
  `${account.branch}/${account.account_number}`;
