// Reads on a real streaming replica (DATABASE_REPLICA_URL): a hot standby made with pg_basebackup
// whose replay the test pauses, so that what each member reads shows which server answered.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, users } from '@wallet/contracts';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createAdmin } from '../modules/staff/index.js';
import { enrolSecondFactor, firstAdmin, post, scratchFolder, signInAs, startApi, stopApi, type ApiProcess } from './support.js';

const clusterScript = fileURLToPath(new URL('../../../../scripts/postgres-cluster.sh', import.meta.url));
const clusters = scratchFolder('replica');
const primaryDir = path.join(clusters, 'primary');
const replicaDir = path.join(clusters, 'replica');
const cluster = (...args: string[]) => execFileSync(clusterScript, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

const READER_PASSWORD = 'the reader reads the replica';
let api: ApiProcess;
let primary: pg.Pool;
let replica: pg.Pool;
let staffDb: DatabaseHandle;
let writer: string;
let reader: string;
let customerId: number;

const single = async (pool: pg.Pool, query: string) => (await pool.query(query)).rows[0] as Record<string, unknown>;

/** Until the replica has replayed everything the primary has written so far. */
async function caughtUp(): Promise<void> {
  const { lsn } = await single(primary, 'select pg_current_wal_insert_lsn()::text as lsn');
  for (let tries = 0; tries < 200; tries++) {
    const { behind } = await single(replica, `select pg_wal_lsn_diff('${String(lsn)}', pg_last_wal_replay_lsn()) > 0 as behind`);
    if (behind === false) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the replica did not catch up within 10 s');
}

async function pauseReplay(): Promise<void> {
  await caughtUp();
  await replica.query('select pg_wal_replay_pause()');
  for (let tries = 0; tries < 200; tries++) {
    if ((await single(replica, 'select pg_get_wal_replay_pause_state() as state')).state === 'paused') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the replica did not pause');
}

async function resumeReplay(): Promise<void> {
  await replica.query('select pg_wal_replay_resume()');
  await caughtUp();
}

/** The customer's status as `token`'s holder reads it, in the detail and in the list. */
async function statusSeenBy(token: string): Promise<{ detail: unknown; list: unknown }> {
  const detail = await post(api.url, users.detail.path, { id: customerId }, { token });
  const list = await post(api.url, users.list.path, { kind: 'user' }, { token });
  expect([detail.code, list.code]).toEqual([200, 200]);
  const listed = (list.data as { list: { id: number; status: string }[] }).list.find((row) => row.id === customerId);
  return { detail: (detail.data as { user: { status: string } }).user.status, list: listed?.status };
}

beforeAll(async () => {
  const primaryUrl = cluster('start', primaryDir);
  const replicaUrl = cluster('replica', replicaDir, primaryDir);
  primary = new pg.Pool({ connectionString: primaryUrl, max: 2 });
  replica = new pg.Pool({ connectionString: replicaUrl, max: 2 });
  // The replica is stopped and started again below: its idle connections end then.
  replica.on('error', () => undefined);
  const dataDir = scratchFolder('replica-api');
  api = await startApi(primaryUrl, dataDir, { DATABASE_REPLICA_URL: replicaUrl });
  writer = (await firstAdmin(api.url, dataDir)).token;
  // A second member, made straight in the database: they have written nothing through the API.
  staffDb = await openDatabase({ url: primaryUrl, poolSize: 1 });
  await createAdmin(staffDb.db, { username: 'reader', name: 'Reader', roleName: 'Super admin', password: READER_PASSWORD, now: new Date() });
  reader = await signInAs(api.url, 'reader', READER_PASSWORD);
  await enrolSecondFactor(api.url, reader);
  const created = await post(api.url, users.create.path, {
    kind: 'user', name: 'Ana Souza', email: 'ana@exemplo.com.br', phone: '+5511987654321', doc_type: 'CPF', doc_number: '52998224725',
  }, { token: writer });
  expect(created.code).toBe(200);
  customerId = (created.data as { id: number }).id;
}, 120_000);

afterAll(async () => {
  if (api) await stopApi(api);
  await Promise.all([primary?.end(), replica?.end(), staffDb?.close()]);
  cluster('stop', replicaDir);
  cluster('stop', primaryDir);
});

describe('reads on a streaming replica', () => {
  it('a member reads what they just wrote at once, while another reads the replica, which has not replayed it yet', async () => {
    await pauseReplay();
    expect((await post(api.url, users.block.path, { id: customerId, reason: 'replica test: suspected fraud' }, { token: writer })).code).toBe(200);

    expect(await statusSeenBy(writer)).toEqual({ detail: 'blocked', list: 'blocked' });
    expect(await statusSeenBy(reader)).toEqual({ detail: 'active', list: 'active' });

    await resumeReplay();
    expect(await statusSeenBy(reader)).toEqual({ detail: 'blocked', list: 'blocked' });
  }, 60_000);

  it('once the replica has replayed a member\'s write, their reads go back to it', async () => {
    await pauseReplay();
    expect((await post(api.url, users.unblock.path, { id: customerId, reason: 'replica test: cleared' }, { token: reader })).code).toBe(200);

    expect(await statusSeenBy(reader)).toEqual({ detail: 'active', list: 'active' });
    // The writer's block was replayed before the pause: they read the replica again.
    expect(await statusSeenBy(writer)).toEqual({ detail: 'blocked', list: 'blocked' });

    await resumeReplay();
    expect(await statusSeenBy(writer)).toEqual({ detail: 'active', list: 'active' });
  }, 60_000);

  it('answers every read-only call on the replica without a server error: no read writes', async () => {
    await caughtUp();
    const reads = endpoints.filter((endpoint) => !endpoint.mutation && endpoint.access !== 'public');
    expect(reads.length).toBeGreaterThan(20);
    for (const endpoint of reads) {
      const answer = await post(api.url, endpoint.path, {}, { token: reader });
      // A write on the replica would fail as a server error (25006: a read-only transaction).
      expect([endpoint.path, answer.code < 500]).toEqual([endpoint.path, true]);
    }
  }, 60_000);

  it('reads the primary while the replica is down, and the replica again once it is back', async () => {
    cluster('pause', replicaDir);
    try {
      expect(await statusSeenBy(reader)).toEqual({ detail: 'active', list: 'active' });
    } finally {
      cluster('resume', replicaDir);
    }
    await caughtUp();
    await pauseReplay();
    expect((await post(api.url, users.block.path, { id: customerId, reason: 'replica test: again' }, { token: writer })).code).toBe(200);
    expect(await statusSeenBy(reader)).toEqual({ detail: 'active', list: 'active' });
    await resumeReplay();
  }, 60_000);
});
