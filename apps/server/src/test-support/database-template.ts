import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { writeEmbeddedTemplate } from '../db/embedded-template.js';
import { onServer } from './database-server.js';

/**
 * Vitest's global setup for the server tests: migrates one database before any test file runs, which
 * each file's fresh database then copies (test-support/database.ts). A fresh embedded database is
 * PGlite's initdb plus every migration, about 3 s; loading a copy takes under one.
 */
export default async function migrateOnce(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `wallet_template_${process.pid}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Two connections: the migration lock holds one while the migrations run on the other.
    const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', name);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-template-'));
  const file = path.join(folder, 'migrated.tar');
  await writeEmbeddedTemplate(file);
  project.provide('pgliteTemplate', file);
  return async () => fs.rmSync(folder, { recursive: true, force: true });
}
