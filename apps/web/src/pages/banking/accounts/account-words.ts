import type { banking } from '@wallet/contracts';
import { formatDocument } from '../../../format/document';

/** How people name an account: branch and number, `0001/12345`. */
export const accountLabel = (account: Pick<banking.BankAccount, 'branch' | 'account_number'>) =>
  `${account.branch}/${account.account_number}`;

/**
 * The owner's CPF or CNPJ with its punctuation. The account carries no document type: a CPF has
 * 11 digits and a CNPJ 14 characters, so the length tells them apart.
 */
export const ownerDocument = (document: string) => formatDocument(document.length === 11 ? 'CPF' : 'CNPJ', document);
