import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { EMBEDDED_TEMPLATE, templateFor } from './db/embedded-template.js';

/** Opens the configured database (embedded under DATA_DIR unless DATABASE_URL is set) and migrates it. */
export async function openConfiguredDatabase(config: Config, templateFile = EMBEDDED_TEMPLATE): Promise<DatabaseHandle> {
  const dataDir = path.join(config.dataDir, 'pglite');
  const location = { url: config.databaseUrl, dataDir, poolSize: config.databasePoolSize };
  // A first start on the embedded database copies the migrated one the build left.
  const template = config.databaseUrl ? undefined : templateFor(dataDir, templateFile);
  const handle = template ? await openDatabase({ ...location, copyOf: template }).catch(() => startedOver(location)) : await openDatabase(location);
  await migrateDatabase(handle);
  return handle;
}

/** The streaming replica of DATABASE_REPLICA_URL, when there is one: reads only, never migrated. */
export async function openConfiguredReplica(config: Config): Promise<DatabaseHandle | undefined> {
  return config.databaseReplicaUrl ? openDatabase({ url: config.databaseReplicaUrl, poolSize: config.databasePoolSize }) : undefined;
}

/** An archive this engine cannot read (left by another version of it): an empty database instead, migrated from the first migration. */
function startedOver(location: { dataDir: string }) {
  fs.rmSync(location.dataDir, { recursive: true, force: true });
  return openDatabase(location);
}
