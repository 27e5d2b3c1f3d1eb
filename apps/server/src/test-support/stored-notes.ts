// What the stored-notes tests read: every text a record keeps that the system may write, and the
// check that each is a note as NOTES declares it, or exactly what a member typed.
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { isNoteKey, NOTES, type NoteKey } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import { rowsOf } from './database.js';

export interface StoredText { source: string; value: unknown }

/** Every text a record of the Pix, the ledger, the keys, the holds, the MED, the infraction reports and the APIX reports keeps, whatever wrote it. */
export const storedTexts = (db: Database) => rowsOf<StoredText>(db, sql`
  select 'funds_logs.reason' as source, reason as value from funds_logs
  union all select 'ledger_transfers.reason', reason from ledger_transfers
  union all select 'trades.failure_reason', failure_reason from trades where failure_reason is not null
  union all select 'pix_returns.reason', reason from pix_returns
  union all select 'pix_returns.failure_reason', failure_reason from pix_returns where failure_reason is not null
  union all select 'pix_key_logs.reason', reason from pix_key_logs
  union all select 'pix_keys.deleted_reason', deleted_reason from pix_keys where deleted_reason is not null
  union all select 'funds_freezes.release_reason', release_reason from funds_freezes where release_reason is not null
  union all select 'med_case_events.note', note from med_case_events where note is not null
  union all select 'med_cases.close_note', close_note from med_cases where close_note is not null
  union all select 'infraction_events.note', note from infraction_events
  union all select 'month_report_logs.details', details from month_report_logs`);

/** The kinds of record the texts came from, sorted. */
export const sourcesOf = (stored: readonly StoredText[]) => [...new Set(stored.map((row) => row.source))].sort();

/** The keys of the notes among the texts. */
export const noteKeysOf = (stored: readonly StoredText[]) =>
  new Set(stored.flatMap(({ value }) => (typeof value === 'object' && value ? [(value as { key: string }).key] : [])));

/** A note as NOTES declares it: a known key and exactly its parameters, each a string or a number. */
export function expectNote(value: unknown, where: string) {
  expect(value, where).toEqual({ key: expect.any(String), params: expect.any(Object) });
  const { key, params } = value as { key: string; params: Record<string, unknown> };
  expect(isNoteKey(key), `${where}: ${key} is a key of NOTES`).toBe(true);
  expect(Object.keys(params).sort(), `${where}: ${key}'s parameters`).toEqual(Object.keys(NOTES[key as NoteKey].params).sort());
  for (const param of Object.values(params)) expect(['string', 'number'], where).toContain(typeof param);
}

/** A text is a note, or exactly one of the words members typed in the test. */
export function expectNoteOrTyped(value: unknown, where: string, typed: Readonly<Record<string, string>>) {
  if (typeof value === 'string') expect(Object.values(typed), `${where} keeps "${value}"`).toContain(value);
  else expectNote(value, where);
}
