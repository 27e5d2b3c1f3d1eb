import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';

/**
 * Where the build leaves an empty, migrated embedded database as one archive (dist/, next to the
 * compiled server; absent under src/). A first start copies it instead of creating a database and
 * running every migration: PGlite's initdb and the migrations take about 5 s of a first start,
 * loading the copy under 2. Migrations newer than the archive still run after the copy.
 */
export const EMBEDDED_TEMPLATE = fileURLToPath(new URL('../embedded-template.tar', import.meta.url));

/** Migrates an in-memory embedded database and writes it to `file` as PGlite's archive of its files. */
export async function writeEmbeddedTemplate(file: string): Promise<void> {
  const handle = await openDatabase({});
  try {
    await migrateDatabase(handle);
    const archive = await handle.snapshot!();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed: a start never reads half an archive.
    fs.writeFileSync(`${file}.partial`, Buffer.from(await archive.arrayBuffer()));
    fs.renameSync(`${file}.partial`, file);
  } finally {
    await handle.close();
  }
}

/** The archive a fresh embedded database in `dataDir` should start from, if the build left one and the folder holds no database yet. */
export function templateFor(dataDir: string, file = EMBEDDED_TEMPLATE): Blob | undefined {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION')) || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}
