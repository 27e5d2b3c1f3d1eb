import { eq, ilike, or, type SQL } from 'drizzle-orm';
import { normaliseDocument } from '@wallet/contracts';
import { withValues, type Shape } from '../../db/prepared-by-shape.js';
import { walletUsers } from '../../db/schema/index.js';
import { likePattern } from '../../db/list-filters.js';

/** The `owner` filter's values: none when the filter is empty. */
export const ownerValues = (owner: string) =>
  owner ? { owner_pattern: likePattern(owner), owner_document: normaliseDocument(owner) } : { owner_pattern: undefined, owner_document: undefined };

/**
 * The `owner` filter of the lists of a customer's things (accounts, freezes, Pix keys, limits): part
 * of their name, or their CPF / CNPJ with or without punctuation. The query joins `wallet_users`.
 * Over a shape of `ownerValues` (db/prepared-by-shape.ts), for a prepared list.
 */
export const ownerShapeCondition = (shape: Shape<ReturnType<typeof ownerValues>, unknown>): SQL | undefined =>
  shape.has('owner_pattern')
    ? or(ilike(walletUsers.name, shape.value('owner_pattern')), eq(walletUsers.doc_number, shape.value('owner_document')))
    : undefined;

/** The same condition with the typed text written in, for a list built on each call. */
export const ownerCondition = (owner: string): SQL | undefined => ownerShapeCondition(withValues(ownerValues(owner), null));
