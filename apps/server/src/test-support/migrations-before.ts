import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/migrate.js';

/** A copy of the migrations folder as it stood before `tag` (`0013_double_entry_ledger`): to test a migration on the data before it. */
export function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journal = path.join(folder, 'meta', '_journal.json');
  const content = JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: { tag: string }[] };
  for (const entry of content.entries.filter((e) => e.tag >= tag)) fs.rmSync(path.join(folder, `${entry.tag}.sql`));
  content.entries = content.entries.filter((entry) => entry.tag < tag);
  fs.writeFileSync(journal, JSON.stringify(content));
  return folder;
}
