import { actionOf, words, type Access, type Endpoint, type Envelope, type ParsedBodyOf, type DataOf, type Words } from '@wallet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { ReadRouting } from '../db/read-routing.js';
import type { Integrations } from '../core/integrations.js';
import { recordAudit, type AuditResult } from '../modules/audit/index.js';
import { AppError, describeInvalidInput, Refusal, refusalError, refusalErrorWith } from '../core/errors.js';
import { Answered, Asked } from '../core/outcome.js';
import { inEnglish } from '../core/words.js';
import { fieldWithNulCharacter } from './nul-characters.js';
import { isDatabaseUnreachable } from './database-unreachable.js';
import { checkIdempotencyKey, claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer } from './idempotency.js';
import { MultipartBody } from './multipart.js';
import { RefusedJson } from './json-body.js';
import { takenValueRefusal } from './taken-value.js';
import type { Principal } from '../core/member.js';
import type { AuditNote } from '../core/audit-note.js';
import { fromAllowedNetwork } from '../core/allowed-networks.js';
import type { Gate } from './approval-gate.js';

export interface RequestMeta {
  ip: string;
  userAgent: string;
  requestId: string;
  token: string | undefined;
  idempotencyKey: string | undefined;
  /** Why the member asks, when the call waits for a second person (the `approval-reason` header). */
  approvalReason: string | undefined;
}

/** Who a session token belongs to: modules/auth's cache of the sessions this process looked up. */
interface Sessions {
  /** The member a token belongs to, or code 410. */
  resolve(input: { token: string | undefined; now: Date; limits: Config['session'] }): Promise<Principal>;
  forgetAll(): void;
}

export interface CallDeps {
  db: Database;
  integrations: Integrations;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  /** Check every answer against its data schema (tests and development). */
  validateAnswers: boolean;
  /** Holds a sensitive call for a second person when a policy says so (modules/approvals). */
  gatekeeper?: Gatekeeper | undefined;
  /** The sessions this process looked up moments ago; every mutation forgets them. */
  sessions: Sessions;
  /** Which database a read-only call reads: the primary, or a replica that has the member's writes. */
  reads: ReadRouting;
}

/** A mutation about to run, as the gatekeeper sees it. */
export interface HeldCall {
  endpoint: Endpoint;
  /** The gates its binding declares, in order. */
  gates: readonly Gate[];
  /** The body as the member sent it, kept to run again on approval. */
  sent: unknown;
  body: unknown;
  member: Principal;
  request: RequestMeta;
  now: Date;
}

export interface Gatekeeper {
  /**
   * Inside the call's transaction, before its handler: an approval request stored in place of the
   * call when a policy holds it for a second person, or null when the call runs now.
   */
  hold(db: Database, call: HeldCall): Promise<Asked | null>;
}

export interface CallContext<E extends Endpoint> {
  body: ParsedBodyOf<E>;
  member: E['access'] extends 'public' ? null : Principal;
  /** The call's transaction for mutations; otherwise the pool, of the replica when one serves the member's reads. */
  db: Database;
  clock: Clock;
  config: Config;
  integrations: Integrations;
  request: RequestMeta;
}

export type Handler<E extends Endpoint> = (ctx: CallContext<E>) => Promise<DataOf<E> | Answered<DataOf<E>> | Refusal>;

/**
 * Runs on the pool before a call's transaction, for what must be committed whatever the call's
 * outcome (a sign-in attempt counted before its password is checked); it refuses by throwing.
 */
export type Admission<E extends Endpoint> = (ctx: Pick<CallContext<E>, 'body' | 'db' | 'clock' | 'config' | 'request'>) => Promise<void>;

/**
 * What a mutation's audit row records whatever its outcome, known from the request before
 * anything runs: a refused sign-in is still audited under the username it tried.
 */
export type AuditFirst<E extends Endpoint> = (ctx: Pick<CallContext<E>, 'body' | 'member'>) => AuditNote;

export interface BoundCall<E extends Endpoint> {
  endpoint: E;
  handler: Handler<E>;
  admit?: Admission<E> | undefined;
  auditFirst?: AuditFirst<E> | undefined;
  /** Where a policy may hold the call for a second person (the binding declares them). */
  gates?: readonly Gate[] | undefined;
}

const errorEnvelope = (e: AppError): Envelope => ({
  code: e.code,
  msg: e.message,
  data: e.data ?? null,
  ...(e.words ? { words: e.words } : {}),
});

/**
 * Runs one call the same way for every endpoint: authenticate, check the permission, validate,
 * run the handler (mutations in one transaction with their audit row and idempotency key),
 * and answer the envelope. Nothing here throws.
 */
export async function runCall<E extends Endpoint>(deps: CallDeps, call: BoundCall<E>, rawBody: unknown, request: RequestMeta): Promise<Envelope> {
  try {
    return await answerCall(deps, call, rawBody, request);
  } finally {
    // What a mutation wrote may end a session or change a role: this process looks them up again.
    if (call.endpoint.mutation) deps.sessions.forgetAll();
  }
}

async function answerCall<E extends Endpoint>(
  deps: CallDeps,
  { endpoint, handler, admit, auditFirst, gates = [] }: BoundCall<E>,
  rawBody: unknown,
  request: RequestMeta,
): Promise<Envelope> {
  const action = actionOf(endpoint);
  let member: Principal | null = null;
  const audit: AuditNote = {};
  try {
    member = await authenticate(deps, endpoint.access, request);
    checkNetwork(member, request.ip);
    checkPermission(member, endpoint.access);
    checkAccountSetup(member, endpoint);
    checkRecentAuthentication(member, endpoint, deps.clock.now());
    const sent = await bodyOfItsForm(endpoint, rawBody);
    const body = parseBody(endpoint, sent);
    if (auditFirst) Object.assign(audit, auditFirst({ body, member } as Parameters<AuditFirst<E>>[0]));
    if (admit) await admit({ body, db: deps.db, clock: deps.clock, config: deps.config, request });
    // The binding checked what the conditional `member` type promises: null only on public calls.
    const contextOn = (db: Database) =>
      ({ body, member, db, clock: deps.clock, config: deps.config, integrations: deps.integrations, request }) as unknown as CallContext<E>;
    if (!endpoint.mutation) return answerOf(deps, endpoint, await readCall(deps, member, (db) => handler(contextOn(db)), request), audit);
    const key = checkIdempotencyKey(request.idempotencyKey, endpoint.idempotencyKeyRequired);
    return await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const idempotentCall = member && key
        ? { adminId: member.id, key, action, body, now: deps.clock.now() }
        : undefined;
      if (idempotentCall) {
        const replay = await claimIdempotencyKey(tx, idempotentCall);
        if (replay) return replay;
      }
      const held = member && deps.gatekeeper && gates.length
        ? await deps.gatekeeper.hold(tx, { endpoint, gates, sent: sent ?? {}, body, member, request, now: deps.clock.now() })
        : null;
      const outcome = held ?? await handler(contextOn(tx));
      const answer = answerOf(deps, endpoint, outcome, audit);
      for (const entry of auditEntries(deps, action, member, request, audit, answer)) await recordAudit(tx, entry);
      // A refusal that keeps its side effects (a wrong password counted) gives its key back: the
      // corrected call may be retried with the same key.
      if (idempotentCall) await (answer.code === 200 || answer.code === 202 ? storeIdempotentAnswer(tx, idempotentCall, answer) : releaseIdempotencyKey(tx, idempotentCall));
      return answer;
    });
  } catch (error) {
    const answer = failureEnvelope(deps, error, request);
    // An unknown session has no actor, and a body that failed validation attempted nothing.
    if (endpoint.mutation && answer.code !== 410 && !(error instanceof InvalidBody)) {
      await recordAudit(deps.db, auditEntry(deps, action, member, request, audit, answer)).catch((e: unknown) =>
        deps.log.error({ err: e, requestId: request.requestId }, 'could not write the audit row of a failed call'),
      );
    }
    return answer;
  } finally {
    if (endpoint.mutation && member) await markWrite(deps, member, request);
  }
}

/** A read-only call, on the replica when it has the member's writes; on the primary if the replica is unreachable. */
async function readCall<T>(deps: CallDeps, member: Principal | null, read: (db: Database) => Promise<T>, request: RequestMeta): Promise<T> {
  const reader = member ? await deps.reads.readerFor(member.id) : deps.db;
  try {
    return await read(reader);
  } catch (error) {
    if (reader === deps.db || !isDatabaseUnreachable(error)) throw error;
    deps.log.warn({ err: error, requestId: request.requestId }, 'the read replica is unreachable: reading the primary');
    return read(deps.db);
  }
}

/** The member's next reads must see what this mutation wrote, its audit row at least. */
async function markWrite(deps: CallDeps, member: Principal, request: RequestMeta): Promise<void> {
  await deps.reads.wrote(member.id).catch((error: unknown) =>
    deps.log.error({ err: error, requestId: request.requestId }, 'could not keep the write mark of a call: the member may read the replica before it has their write'),
  );
}

/**
 * Runs a call a second person approved, inside the approval's transaction: as its maker, with the
 * body they sent, validated and checked by its handler as if sent now. Its audit row names both;
 * a refusal is thrown, so that nothing of it stays.
 */
export async function runApproved(
  deps: Pick<CallDeps, 'clock' | 'config' | 'integrations'>,
  { endpoint, handler }: BoundCall<Endpoint>,
  approved: { rawBody: unknown; maker: Principal; checker: Principal; db: Database; request: RequestMeta },
): Promise<Envelope> {
  const body = parseBody(endpoint, approved.rawBody);
  const audit: AuditNote = { approvedBy: approved.checker.username };
  const context = {
    body, member: approved.maker, db: approved.db, clock: deps.clock, config: deps.config, integrations: deps.integrations, request: approved.request,
  } as unknown as CallContext<Endpoint>;
  // The approval's own answer is checked by its contract; the action's data is carried as it is.
  const unchecked = { ...deps, validateAnswers: false } as CallDeps;
  const answer = answerOf(unchecked, endpoint, await handler(context), audit);
  if (answer.code !== 200) throw new AppError(answer.code as 400, answer.msg, answer.data, answer.words);
  for (const entry of auditEntries(unchecked, actionOf(endpoint), approved.maker, approved.request, audit, answer)) await recordAudit(approved.db, entry);
  return answer;
}

class InvalidBody extends AppError {
  constructor(said: Words) {
    super(400, inEnglish(said), null, said);
  }
}

async function authenticate(deps: CallDeps, access: Access, request: RequestMeta): Promise<Principal | null> {
  if (access === 'public') return null;
  return deps.sessions.resolve({ token: request.token, now: deps.clock.now(), limits: deps.config.session });
}

/** A role may name the networks its members call from: a call from elsewhere is refused, whatever it is. */
function checkNetwork(member: Principal | null, ip: string): void {
  if (member && !fromAllowedNetwork(ip, member.networks)) throw refusalError(403, 'network.not_allowed', { ip });
}

function checkPermission(member: Principal | null, access: Access): void {
  if (member && access !== 'signed-in' && access !== 'public' && !member.permissions.has(access)) {
    throw refusalError(403, 'permission.missing', { permission: access });
  }
}

/** A member with a temporary password or a two-factor enrolment due may do only that first. */
function checkAccountSetup(member: Principal | null, endpoint: Endpoint): void {
  if (!member || endpoint.setup) return;
  if (member.mustChangePassword) throw refusalErrorWith(403, { setup_required: 'change_password' }, 'setup.change_password');
  if (member.mustEnrolTotp) throw refusalErrorWith(403, { setup_required: 'enrol_totp' }, 'setup.enrol_totp');
}

const REAUTHENTICATION_WINDOW_MS = 5 * 60_000;

/** Sensitive calls need a sign-in or a re-authentication (password or TOTP) within the last 5 minutes. */
function checkRecentAuthentication(member: Principal | null, endpoint: Endpoint, now: Date): void {
  if (!member || !endpoint.sensitive) return;
  if (now.getTime() - member.authenticatedAt.getTime() > REAUTHENTICATION_WINDOW_MS) {
    throw refusalErrorWith(403, { reauth_required: true }, 'reauth.required');
  }
}

/**
 * An upload call reads its multipart/form-data body now, past the session and permission checks;
 * every other call has its JSON already (or the parser's refusal of it: nested too deep). A body in
 * the other form is refused.
 */
async function bodyOfItsForm(endpoint: Endpoint, rawBody: unknown): Promise<unknown> {
  if (rawBody instanceof RefusedJson) throw new InvalidBody(rawBody.said);
  const multipart = rawBody instanceof MultipartBody;
  if (endpoint.upload && !multipart) {
    const fields = Object.keys((endpoint.body as unknown as { shape?: object }).shape ?? {}).filter((name) => name !== 'file');
    throw new InvalidBody(words('input.multipart_expected', { fields: fields.join(', ') }));
  }
  if (!multipart) return rawBody;
  if (!endpoint.upload) throw new InvalidBody(words('input.json_expected'));
  try {
    return await rawBody.read();
  } catch (error) {
    // The reader's refusals are invalid bodies: not audited, like any other.
    throw error instanceof AppError ? Object.assign(new InvalidBody(error.words ?? words('input.invalid_body', { problem: error.message })), { message: error.message }) : error;
  }
}

function parseBody<E extends Endpoint>(endpoint: E, rawBody: unknown): ParsedBodyOf<E> {
  // Only a missing body counts as `{}`; a JSON null or string is a wrong body.
  const parsed = endpoint.body.safeParse(rawBody === undefined ? {} : rawBody, { reportInput: true });
  if (!parsed.success) throw new InvalidBody(describeInvalidInput(parsed.error));
  const nulField = fieldWithNulCharacter(parsed.data);
  if (nulField !== undefined) throw new InvalidBody(words('input.nul_character', { field: nulField }));
  return parsed.data as ParsedBodyOf<E>;
}

/** The envelope of a handler's outcome; an `Answered` outcome's audit note joins the call's. */
function answerOf(deps: CallDeps, endpoint: Endpoint, outcome: unknown, audit: AuditNote): Envelope {
  if (outcome instanceof Refusal) return { code: outcome.code, msg: outcome.msg, data: outcome.data, ...(outcome.words ? { words: outcome.words } : {}) };
  if (outcome instanceof Asked) {
    Object.assign(audit, outcome.audit);
    return { code: 202, msg: inEnglish(outcome.said), data: { approval: outcome.approval }, words: outcome.said };
  }
  const { data, said } = outcome instanceof Answered ? outcome : { data: outcome, said: undefined };
  if (outcome instanceof Answered) Object.assign(audit, outcome.audit);
  if (deps.validateAnswers) {
    const checked = endpoint.data.safeParse(data);
    if (!checked.success) throw new Error(`${endpoint.path} answered data its contract refuses: ${checked.error.message}`);
  }
  return said ? { code: 200, msg: inEnglish(said), data: data ?? null, words: said } : { code: 200, msg: 'ok', data: data ?? null };
}

/**
 * The envelope of a call that threw: its refusal, a concurrent duplicate a unique index turned away
 * (409 naming the field), the database out of reach (503), or an unexpected error (500, logged).
 */
function failureEnvelope(deps: CallDeps, error: unknown, request: RequestMeta): Envelope {
  if (error instanceof AppError) return errorEnvelope(error);
  const taken = takenValueRefusal(error);
  if (taken) return errorEnvelope(taken);
  if (isDatabaseUnreachable(error)) {
    deps.log.warn({ err: error, requestId: request.requestId }, 'database unreachable');
    return errorEnvelope(refusalError(503, 'server.unavailable'));
  }
  deps.log.error({ err: error, requestId: request.requestId }, 'unexpected error');
  return errorEnvelope(refusalError(500, 'server.unexpected', { reference: request.requestId }));
}

/** The call's audit row, or a bulk action's row per record, each with its own outcome and the call's request id. */
function auditEntries(deps: CallDeps, action: string, member: Principal | null, request: RequestMeta, note: AuditNote, answer: Envelope) {
  const { each, ...call } = note;
  if (!each || answer.code !== 200) return [auditEntry(deps, action, member, request, call, answer)];
  return each.map(({ code, words: said, ...row }) =>
    auditEntry(deps, action, member, request, row, { code: code as Envelope['code'], msg: inEnglish(said), data: null, words: said }));
}

function auditEntry(
  deps: CallDeps,
  action: string,
  member: Principal | null,
  request: RequestMeta,
  note: AuditNote,
  answer: Envelope,
) {
  const result: AuditResult = answer.code === 200 ? 'ok' : answer.code === 202 ? 'asked' : answer.code >= 500 ? 'failed' : 'refused';
  return {
    ...note,
    at: deps.clock.now(),
    actorId: member?.id ?? note.actorId ?? null,
    actorName: member?.username ?? note.actorName ?? '',
    action,
    result,
    code: answer.code,
    message: answer.msg,
    words: answer.words,
    ip: request.ip,
    requestId: request.requestId,
  };
}
