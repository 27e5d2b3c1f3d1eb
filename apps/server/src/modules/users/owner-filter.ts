import { eq, ilike, or, type SQL } from 'drizzle-orm';
import { normaliseDocument } from '@wallet/contracts';
import { walletUsers } from '../../db/schema/index.js';
import { likePattern } from '../../db/list-filters.js';

/**
 * The `owner` filter of the lists of a customer's things (accounts, freezes, Pix keys, limits): part
 * of their name, or their CPF / CNPJ with or without punctuation. The query joins `wallet_users`.
 */
export const ownerCondition = (owner: string): SQL | undefined =>
  owner ? or(ilike(walletUsers.name, likePattern(owner)), eq(walletUsers.doc_number, normaliseDocument(owner))) : undefined;
