import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Shape } from '../../db/prepared-by-shape.js';
import { normaliseDocument } from '@wallet/contracts';
import { walletUsers } from '../../db/schema/index.js';
import { likePattern } from '../../db/list-filters.js';

/**
 * The `owner` filter of the lists of a customer's things (accounts, freezes, Pix keys, limits): part
 * of their name, or their CPF / CNPJ with or without punctuation. The query joins `wallet_users`.
 */
export const ownerCondition = (owner: string): SQL | undefined =>
  owner ? or(ilike(walletUsers.name, likePattern(owner)), eq(walletUsers.doc_number, normaliseDocument(owner))) : undefined;

/** ownerCondition's values for a prepared statement: none when the filter is empty. */
export const ownerValues = (owner: string) =>
  owner ? { owner_pattern: likePattern(owner), owner_document: normaliseDocument(owner) } : { owner_pattern: undefined, owner_document: undefined };

/** ownerCondition in a prepared statement, with the placeholders `ownerValues` fills. */
export const ownerPlaceholderCondition = (shape: Shape<ReturnType<typeof ownerValues>, unknown>): SQL | undefined =>
  shape.has('owner_pattern')
    ? or(ilike(walletUsers.name, shape.value('owner_pattern')), eq(walletUsers.doc_number, shape.value('owner_document')))
    : undefined;
