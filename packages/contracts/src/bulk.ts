import { z } from './zod.js';
import { RowId } from './common.js';

/** The most rows one bulk action takes: the largest page of a list. */
export const BULK_MAX = 100;

/** The rows a bulk action is to change, each named once. */
export const SelectedIds = z.array(RowId).check(
  z.minLength(1, 'must name at least one row'),
  z.maxLength(BULK_MAX, `must name at most ${BULK_MAX} rows`),
  z.refine((ids) => new Set(ids).size === ids.length, 'must name each row once'),
);

/** A sentence of the message catalogue, as the envelope carries it. */
const CatalogueWords = z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });

/**
 * What a bulk action did to each row, in the order asked: done, or refused and why. Each row is
 * changed on its own (a refusal leaves the others done) and audited on its own.
 */
export const BulkResults = z.object({
  results: z.array(z.object({
    id: RowId,
    outcome: z.enum(['done', 'refused']),
    /** Plain English; `words` for clients that word it in their own language. */
    msg: z.string(),
    words: z.optional(CatalogueWords),
  })),
  done: z.int(),
  refused: z.int(),
});
export type BulkResults = z.infer<typeof BulkResults>;
