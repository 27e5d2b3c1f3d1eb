import type pg from 'pg';
import type { Endpoint } from '@wallet/contracts';
import { productBindings } from '../../apps/server/src/product-bindings.js';
import type { Config } from '../../apps/server/src/config.js';
import { runHandler } from '../../apps/server/src/test-support/handler-call.js';
import { capturingDatabase, type Statement } from './sql-capture.js';
import type { Principal } from '../../apps/server/src/core/member.js';

/**
 * The SQL a call's handler runs for `body`, as `member`, written down by a query logger: the
 * baseline the call through the whole API is measured against (the call adds the session, the
 * permission check, validation, JSON and Fastify).
 */
export function handlerStatements(pool: pg.Pool, { member, config }: { member: Principal; config: Config }) {
  const capturing = capturingDatabase(pool);
  return async (endpoint: Endpoint, body: Record<string, unknown>): Promise<Statement[]> => {
    const binding = productBindings.find((b) => b.endpoint.path === endpoint.path);
    if (!binding) throw new Error(`no handler for ${endpoint.path}`);
    await runHandler(binding, body, { member, db: capturing.db, config });
    return capturing.take();
  };
}
