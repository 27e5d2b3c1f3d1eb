import { approvals, endpoints, IDEMPOTENCY_KEY_HEADER, type Endpoint } from '@wallet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runCall, type Admission, type AuditFirst, type CallDeps, type Handler, type RequestMeta } from './call.js';
import { MultipartBody } from './multipart.js';
import type { Gate } from './approval-gate.js';

export interface Binding {
  endpoint: Endpoint;
  handler: Handler<Endpoint>;
  admit?: Admission<Endpoint> | undefined;
  auditFirst?: AuditFirst<Endpoint> | undefined;
  /**
   * The gates at which a policy may hold the call for a second person, in order. A call may pass
   * more than one (accepting a refund also releases what its case's holds keep): the first that
   * holds it names its request.
   */
  gates: readonly Gate[];
}

interface BindingOptions<E extends Endpoint> {
  admit?: Admission<E>;
  auditFirst?: AuditFirst<E>;
  gates?: readonly Gate[];
}

/**
 * Pairs a contract entry with its handler (and, if any, an admission check, what its audit row
 * records whatever the outcome, and the approval gates it passes); `mountBindings` serves it.
 */
export function bind<E extends Endpoint>(endpoint: E, handler: Handler<E>, options: BindingOptions<E> = {}): Binding {
  const gates = options.gates ?? [];
  const stray = gates.find((gate) => gate.endpoint !== endpoint);
  if (stray) throw new Error(`The ${stray.action} gate is for ${stray.endpoint.path}, not ${endpoint.path}`);
  return {
    endpoint,
    handler: handler as unknown as Handler<Endpoint>,
    admit: options.admit as unknown as Admission<Endpoint> | undefined,
    auditFirst: options.auditFirst as unknown as AuditFirst<Endpoint> | undefined,
    gates,
  };
}

/** The session token of an `Authorization: Bearer …` header (the scheme word may be left out). */
export const bearerToken = (authorization: string | undefined) => authorization?.replace(/^Bearer\s+/i, '').trim() || undefined;

/** Header values are Latin-1: the console URI-encodes the words; a value that does not decode is taken as sent. */
function decodedHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function requestMeta(request: FastifyRequest): RequestMeta {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  const reason = request.headers[approvals.APPROVAL_REASON_HEADER];
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    requestId: request.id,
    token: bearerToken(request.headers.authorization),
    idempotencyKey: typeof key === 'string' ? key : undefined,
    approvalReason: typeof reason === 'string' ? decodedHeader(reason) : undefined,
  };
}

export function mountBindings(app: FastifyInstance, deps: Omit<CallDeps, 'log'>, bindings: readonly Binding[]): void {
  for (const binding of bindings) {
    app.post(binding.endpoint.path, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const body = request.isMultipart() ? new MultipartBody(request) : request.body;
      return runCall({ ...deps, log: request.log }, binding, body, requestMeta(request));
    });
  }
}

/** Every contract entry must have exactly one handler, and every handler a contract entry. */
export function checkBindingsCoverContracts(bindings: readonly Binding[], table: readonly Endpoint[] = endpoints): void {
  const bound = bindings.map((b) => b.endpoint.path);
  const duplicate = bound.find((path, i) => bound.indexOf(path) !== i);
  if (duplicate) throw new Error(`${duplicate} has two handlers`);
  const missing = table.filter((e) => !bound.includes(e.path)).map((e) => e.path);
  if (missing.length) throw new Error(`No handler for ${missing.join(', ')}`);
  const extra = bound.filter((path) => !table.some((e) => e.path === path));
  if (extra.length) throw new Error(`Handlers for calls missing from the contracts table: ${extra.join(', ')}`);
}
