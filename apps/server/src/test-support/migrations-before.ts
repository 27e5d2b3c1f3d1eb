import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/migrate.js';
import type { DatabaseHandle } from '../db/client.js';
import { freshDatabase } from './database.js';

/** A copy of the migrations folder as it stood before `tag` (`0013_double_entry_ledger`): to test a migration on the data before it. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journal = path.join(folder, 'meta', '_journal.json');
  const content = JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: { tag: string }[] };
  for (const entry of content.entries.filter((e) => e.tag >= tag)) fs.rmSync(path.join(folder, `${entry.tag}.sql`));
  content.entries = content.entries.filter((entry) => entry.tag < tag);
  fs.writeFileSync(journal, JSON.stringify(content));
  return folder;
}

/**
 * A fresh database migrated up to just before `tag`, to be filled as the old code left it and then
 * migrated the rest of the way; closing it also removes its copy of the migrations.
 */
export async function databaseBefore(tag: string): Promise<DatabaseHandle> {
  const folder = migrationsBefore(tag);
  const database = await freshDatabase({ migrationsFolder: folder });
  return {
    ...database,
    async close() {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
