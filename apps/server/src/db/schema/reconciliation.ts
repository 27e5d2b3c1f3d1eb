import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { KEY_TYPES } from './pix.js';

/**
 * Our sync verifications with the DICT, one per key type a night (or when an operator asks): our
 * VSync of the key type against the DICT's, and, when they differed, what was fixed.
 */
export const dictSyncVerifications = pgTable('dict_sync_verifications', {
  id: serial('id').primaryKey(),
  key_type: text('key_type', { enum: KEY_TYPES }).notNull(),
  /** `OK`: the DICT's VSync was ours; `NOK`: it was not, and the CID file's differences were fixed; `failed`: the DICT did not answer (`error`). */
  result: text('result', { enum: ['OK', 'NOK', 'failed'] }).notNull(),
  /** Our VSync: the XOR of our keys' CIDs. */
  our_verifier: text('our_verifier').notNull(),
  /** Our keys of the type the verification counted. */
  keys: integer('keys').notNull(),
  /** What the DICT answered when it did not do what was asked, in its words. */
  error: text('error'),
  /** `nightly`, or the staff member who asked. */
  started_by: text('started_by').notNull(),
  started_at: timestamp('started_at', { withTimezone: true }).notNull(),
  finished_at: timestamp('finished_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('dict_sync_verifications_started_idx').on(t.started_at, t.id),
]);

/** A divergence a verification found between a key of ours and the DICT, and what was done about it. */
export const dictReconciliationFixes = pgTable('dict_reconciliation_fixes', {
  id: serial('id').primaryKey(),
  verification_id: integer('verification_id').notNull().references(() => dictSyncVerifications.id),
  key_value: text('key_value').notNull(),
  /**
   * `created`: the DICT had no entry of our key; `updated`: its entry was not ours as we hold it;
   * `deleted`: it held an entry of ours we do not; `adopted`: its entry was ours, made by a request
   * we had not kept.
   */
  action: text('action', { enum: ['created', 'updated', 'deleted', 'adopted'] }).notNull(),
  /** `done`, or `refused` by the DICT (`error`). */
  outcome: text('outcome', { enum: ['done', 'refused'] }).notNull(),
  error: text('error'),
  at: timestamp('at', { withTimezone: true }).notNull(),
}, (t) => [
  index('dict_reconciliation_fixes_verification_idx').on(t.verification_id),
]);
