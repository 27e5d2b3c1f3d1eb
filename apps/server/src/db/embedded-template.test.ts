// The migrated database the build leaves for a first start: written once, copied into a fresh data
// folder only, equal to a database migrated from nothing, and passed over when unreadable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BUILT_IN_ROLES } from '@wallet/contracts';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../runtime.js';
import { fingerprint, rowsOf } from '../test-support/database.js';
import { templateFor, writeEmbeddedTemplate } from './embedded-template.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { roles } from './schema/index.js';

let scratch: string;
let template: string;
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-embedded-template-'));
  template = path.join(scratch, 'template.tar');
  await writeEmbeddedTemplate(template);
}, 60_000);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const configIn = (folder: string) => loadConfig({ DATABASE_URL: '', DATA_DIR: path.join(scratch, folder) });
const applied = async (db: Parameters<typeof rowsOf>[0]) =>
  (await rowsOf<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by id`)).map((row) => row.hash);

describe('the embedded template', () => {
  it('is copied into a fresh data folder: every migration applied, the same tables and rows as a database migrated from nothing', async () => {
    expect(templateFor(path.join(scratch, 'first', 'pglite'), template)).toBeInstanceOf(Blob);
    const copied = await openConfiguredDatabase(configIn('first'), template);
    const migrated = await openDatabase({});
    await migrateDatabase(migrated);
    try {
      expect(await applied(copied.db)).toEqual(await applied(migrated.db));
      expect(await fingerprint(copied.db, { except: ['ispb_participants', 'roles'] })).toEqual(await fingerprint(migrated.db, { except: ['ispb_participants', 'roles'] }));
      expect(await copied.db.select().from(roles)).toHaveLength(Object.keys(BUILT_IN_ROLES).length);
    } finally {
      await copied.close();
      await migrated.close();
    }
    // The folder now holds a database: a second start opens it, and copies nothing over it.
    expect(templateFor(path.join(scratch, 'first', 'pglite'), template)).toBeUndefined();
  }, 60_000);

  it('is not needed: without one, a first start creates and migrates its database', async () => {
    expect(templateFor(path.join(scratch, 'none', 'pglite'), path.join(scratch, 'absent.tar'))).toBeUndefined();
    const handle = await openConfiguredDatabase(configIn('none'), path.join(scratch, 'absent.tar'));
    await handle.close();
  }, 60_000);

  it('is passed over when this engine cannot read it: the first start creates its database instead', async () => {
    const unreadable = path.join(scratch, 'unreadable.tar');
    fs.writeFileSync(unreadable, 'not an archive of a database');
    const handle = await openConfiguredDatabase(configIn('unreadable'), unreadable);
    try {
      expect(await handle.db.select().from(roles)).toHaveLength(Object.keys(BUILT_IN_ROLES).length);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
