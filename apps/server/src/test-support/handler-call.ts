import type { Endpoint } from '@wallet/contracts';
import { systemClock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Binding } from '../http/binding.js';
import type { CallContext } from '../http/call.js';
import type { Principal } from '../core/member.js';

/**
 * Runs a binding's handler straight, without the HTTP layer: as `member`, on `db`, with `body`
 * parsed by its contract. To look at the SQL a call issues (the list-plan test, the bench).
 */
export function runHandler(binding: Binding, body: unknown, on: { member: Principal; db: Database; config: Config }): Promise<unknown> {
  const context = {
    body: binding.endpoint.body.parse(body), member: on.member, db: on.db, clock: systemClock, config: on.config,
    request: { ip: '127.0.0.1', userAgent: 'handler call', requestId: 'handler-call', token: undefined, idempotencyKey: undefined, approvalReason: undefined },
  } as unknown as CallContext<Endpoint>;
  return binding.handler(context);
}
