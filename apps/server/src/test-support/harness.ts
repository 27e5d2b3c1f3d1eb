import type { FastifyInstance } from 'fastify';
import { auth, type BodyOf, type Endpoint, type Envelope, type DataOf, type Permission } from '@wallet/contracts';
import { buildApp, outsideSystems } from '../app.js';
import type { SpiGateway } from '../integrations/spi/gateway.js';
import { ManualClock } from '../clock.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import type { Binding } from '../http/binding.js';
import { createAdmin } from '../modules/staff/index.js';
import { rolePermissions, roles } from '../db/schema/index.js';
import { freshDatabase } from './database.js';
import { withoutSafeDefaults } from './safe-defaults.js';
import type { Integrations } from '../core/integrations.js';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestAppOptions {
  env?: Record<string, string>;
  extraBindings?: readonly Binding[];
  /** Connections to a PostgreSQL server (concurrency tests); the embedded database has one. */
  poolSize?: number;
  /** The SPI the calls reach; the simulator when absent. */
  spi?: SpiGateway;
  /** Other outside systems a test scripts; the simulators for the rest. */
  integrations?: Partial<Integrations>;
  /**
   * Keeps the installation's safe defaults: approval policies on and a second factor for the
   * Super admin. Without it a test starts with every policy off and no second factor, and turns on
   * what it tests.
   */
  safeDefaults?: boolean;
}

export interface CallOptions {
  token?: string | undefined;
  idempotencyKey?: string;
  ip?: string;
  /** Why the member asks, when the call waits for a second person. */
  approvalReason?: string;
}

/**
 * On PostgreSQL, the app reads through a "replica" that is the same database in read-only
 * transactions: every read-only call of every test then proves it writes nothing, as it must to
 * run on a real streaming replica (reliability/replica.reliability.ts runs one).
 */
async function readOnlyReplica(url: string): Promise<DatabaseHandle> {
  const readOnly = new URL(url);
  readOnly.searchParams.set('options', '-c default_transaction_read_only=on');
  return openDatabase({ url: readOnly.toString(), poolSize: 5 });
}

/** The real app on a fresh database with a movable clock, driven through `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database: DatabaseHandle & { url?: string } = await freshDatabase(options.poolSize ? { poolSize: options.poolSize } : {});
  if (!options.safeDefaults) await withoutSafeDefaults(database.db);
  const readOnly = database.url ? await readOnlyReplica(database.url) : undefined;
  const clock = new ManualClock();
  const config: Config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...options.env });
  const app: FastifyInstance = await buildApp({
    db: database.db,
    replica: readOnly?.db,
    config,
    clock,
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
    validateAnswers: true,
    integrations: { ...outsideSystems(config), ...options.integrations, ...(options.spi ? { spi: options.spi } : {}) },
    ...(options.extraBindings ? { extraBindings: options.extraBindings } : {}),
  });

  async function post(path: string, payload: unknown, callOptions: CallOptions = {}) {
    const headers: Record<string, string> = payload === undefined ? {} : { 'content-type': 'application/json' };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    if (callOptions.idempotencyKey) headers['idempotency-key'] = callOptions.idempotencyKey;
    if (callOptions.approvalReason) headers['approval-reason'] = encodeURIComponent(callOptions.approvalReason);
    return app.inject({
      method: 'POST',
      url: path,
      headers,
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      ...(callOptions.ip ? { remoteAddress: callOptions.ip } : {}),
    });
  }

  /** Calls an endpoint and answers the envelope (the HTTP status must be 200). */
  async function call<E extends Endpoint>(endpoint: E, body: BodyOf<E> | unknown, callOptions: CallOptions = {}) {
    const response = await post(endpoint.path, body, callOptions);
    if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
    return response.json() as Envelope<DataOf<E>>;
  }

  async function addStaff(username: string, roleName: string, password = TEST_PASSWORD) {
    const created = await createAdmin(database.db, { username, name: username, roleName, password, now: clock.now() });
    if (!created) throw new Error(`${username} exists`);
    return created.id;
  }

  /** A staff member with a role made of exactly these permissions. */
  async function addStaffWith(username: string, permissions: readonly Permission[]) {
    const [role] = await database.db.insert(roles).values({ name: `role of ${username}` }).returning({ id: roles.id });
    if (permissions.length > 0) await database.db.insert(rolePermissions).values(permissions.map((permission) => ({ role_id: role!.id, permission })));
    return addStaff(username, `role of ${username}`);
  }

  async function signIn(username: string, password = TEST_PASSWORD): Promise<string> {
    const answer = await call(auth.login, { username, password });
    if (answer.code !== 200 || !answer.data) throw new Error(`sign-in of ${username} failed: ${answer.msg}`);
    return answer.data.token;
  }

  return {
    app,
    db: database.db,
    driver: database.driver,
    clock,
    config,
    post,
    call,
    addStaff,
    addStaffWith,
    signIn,
    async close() {
      await app.close();
      await readOnly?.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
