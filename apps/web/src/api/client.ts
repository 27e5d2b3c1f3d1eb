import type { BodyOf, DataOf, Endpoint, ParsedBodyOf } from '@wallet/contracts';
// The envelope module carries no schemas: importing the contracts index here would put zod on
// every page, the sign-in page included.
import { IDEMPOTENCY_KEY_HEADER, type Envelope } from '@wallet/contracts/envelope';
import type { Words } from '@wallet/contracts/messages';
import { LOGIN_PATH, REQUEST_TIMEOUT_MS } from '../config';
import { notify } from '../notify/toast';
import { clearSession, markSignInEnding, storedToken } from './session';
import { loadSaid, said } from '../i18n/said';

/** A call that did not answer code 200: its code (or HTTP status) and the message shown. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    /** The refusal as a catalogue key and parameters, when the server gave one. */
    readonly words?: Words,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The body field a 400 names ("Invalid field "email": ..."), for a form to show under it. */
  get field(): string | undefined {
    if (this.code !== 400 || !this.words) return undefined;
    const field = (this.words.params as { field?: unknown }).field;
    return typeof field === 'string' && /^[a-z_][a-z0-9_.]*$/i.test(field) ? field : undefined;
  }

  /** The server asks for a sign-in or re-authentication in the last 5 minutes. */
  get reauthRequired(): boolean {
    return this.code === 403 && (this.data as RefusalData)?.reauth_required === true;
  }
}

/**
 * What a call that changes something came to: done, with the answer's data, or held for a second
 * member's approval (code 202: the request is stored, nothing moved yet), with the request's id and
 * the server's words for it. A held call is news to show, not a failure: it is answered, not thrown.
 */
export type MutationOutcome<D> = { status: 'done'; data: D } | { status: 'held'; approvalId: number; message: string };

export interface CallOptions {
  /** Money-moving calls send one; the same key on a retry never moves money twice. */
  idempotencyKey?: string;
  /** No success toast (the spec's activate/deactivate and cancel-infraction calls). */
  quiet?: boolean;
  /** Leave errors to the caller instead of toasting them (sign-in shows them in its own way). */
  silentErrors?: boolean;
  /** A form shows a refusal that names one of its fields under that field: no toast for it. */
  fieldErrorsInline?: boolean;
  signal?: AbortSignal;
  /** Why the member asks, sent when the action waits for a second person. */
  approvalReason?: string;
  /** The caller asks the member why when a second person's approval needs a reason: that refusal is not toasted. */
  asksWhy?: boolean;
}

type Listener = () => void;
const mutationListeners = new Set<Listener>();
/** Lists subscribe here to refresh after any successful mutation. */
export const onMutationSucceeded = (listener: Listener) => {
  mutationListeners.add(listener);
  return () => mutationListeners.delete(listener);
};

let sessionExpiryShown = false;

/** Sends the browser to the sign-in page with a full page load, remembering where it was. */
export function goToLogin(): void {
  const here = window.location.pathname + window.location.search;
  const to = here.startsWith(LOGIN_PATH) ? '' : `?to=${encodeURIComponent(here)}`;
  window.location.assign(`${LOGIN_PATH}${to}`);
}

function handleSessionExpired(message: string): void {
  clearSession();
  if (sessionExpiryShown) return;
  sessionExpiryShown = true;
  markSignInEnding();
  notify.error(message, goToLogin);
}

/**
 * Asks the member to prove who they are again (the re-authentication dialog); resolves true once
 * the server accepted it, false when the member cancelled. Registered by the signed-in providers,
 * so the sign-in page does not carry the dialog.
 */
export type ReauthHandler = () => Promise<boolean>;
/** Shows the page a member must finish first (temporary password, two-factor enrolment). */
export type SetupHandler = (setup: AccountSetup) => void;
export type AccountSetup = 'change_password' | 'enrol_totp';

let reauthHandler: ReauthHandler | null = null;
let setupHandler: SetupHandler | null = null;
// Calls refused together share one dialog.
let pendingReauth: Promise<boolean> | null = null;

export function registerReauthHandler(handler: ReauthHandler): () => void {
  reauthHandler = handler;
  return () => {
    if (reauthHandler === handler) reauthHandler = null;
  };
}

export function registerSetupHandler(handler: SetupHandler): () => void {
  setupHandler = handler;
  return () => {
    if (setupHandler === handler) setupHandler = null;
  };
}

function askReauthentication(handler: ReauthHandler): Promise<boolean> {
  pendingReauth ??= handler().finally(() => {
    pendingReauth = null;
  });
  return pendingReauth;
}

type RefusalData = { reauth_required?: boolean; setup_required?: AccountSetup; approval_reason_required?: boolean } | null;
/** A held answer's data: the approval request the action became. */
type HeldData = { approval: { id: number } };

/** Only for tests: forget that the expiry toast was shown. */
export const resetSessionExpiry = () => {
  sessionExpiryShown = false;
};

/** What the client needs of an endpoint at run time; the full entry also fits. */
export type EndpointRef<E extends Endpoint> = Pick<E, 'path' | 'mutation'>;

/**
 * Calls one endpoint of the contracts table with the specification's rules: POST JSON with the
 * stored token, 60 s time-out; HTTP status other than 200 toasts its status text; code 410 toasts
 * once and reloads the sign-in page; other codes toast the server's message; a successful
 * mutation toasts the server's message and refreshes the lists. The server's message is worded in
 * the member's language from the catalogue key it carries (`said`). A 403 asking for a recent
 * sign-in opens the re-authentication dialog and, once confirmed, retries the call once; a 403
 * asking for account setup shows the setup page. Upload endpoints go through `upload`; an action a
 * policy may hold for a second person goes through `mutate` (useApiMutation), which answers so.
 */
export function api<E extends Endpoint>(endpoint: E | EndpointRef<E>, body?: BodyOf<E>, options: CallOptions = {}): Promise<DataOf<E>> {
  return mutate(endpoint, body, options).then((outcome) => {
    if (outcome.status === 'held') throw new Error(`${endpoint.path} was held for a second person's approval: send it with useApiMutation, which says so`);
    return outcome.data;
  });
}

/** `api` for a call that changes something: whether it was done (and its data) or held for approval. */
export function mutate<E extends Endpoint>(endpoint: E | EndpointRef<E>, body?: BodyOf<E>, options: CallOptions = {}): Promise<MutationOutcome<DataOf<E>>> {
  if ((endpoint as Partial<Endpoint>).upload) throw new Error(`${endpoint.path} takes a file: call it with upload()`);
  return call(endpoint, body, options);
}

/**
 * The form of an upload endpoint: its fields as the server reads them (sent as text), and its
 * `file` as the browser holds it (a File from an input).
 */
export type UploadForm<E extends Endpoint> = { [K in keyof ParsedBodyOf<E>]: K extends 'file' ? Blob : ParsedBodyOf<E>[K] };

/** Calls an upload endpoint with multipart/form-data (text fields first, then the file), under the same rules as `mutate`. */
export function upload<E extends Endpoint>(endpoint: E, form: UploadForm<E>, options: CallOptions = {}): Promise<MutationOutcome<DataOf<E>>> {
  const data = new FormData();
  const entries = Object.entries(form as Record<string, Blob | string | number>);
  for (const [name, value] of entries) if (!(value instanceof Blob)) data.append(name, String(value));
  for (const [name, value] of entries) if (value instanceof Blob) data.append(name, value, value instanceof File ? value.name : name);
  return call(endpoint, data, options);
}

async function call<E extends Endpoint>(endpoint: E | EndpointRef<E>, body: unknown, options: CallOptions): Promise<MutationOutcome<DataOf<E>>> {
  try {
    return await send(endpoint, body, options);
  } catch (error) {
    const handler = reauthHandler;
    if (!(error instanceof ApiError) || !error.reauthRequired || !handler) throw error;
    if (await askReauthentication(handler)) return send(endpoint, body, options, true);
    if (!options.silentErrors) notify.error(error.message);
    throw error;
  }
}

async function send<E extends Endpoint>(endpoint: E | EndpointRef<E>, body: unknown, options: CallOptions, retried = false): Promise<MutationOutcome<DataOf<E>>> {
  // A form's content type carries its boundary, which the browser writes.
  const form = body instanceof FormData;
  const headers: Record<string, string> = form ? {} : { 'content-type': 'application/json' };
  const token = storedToken();
  if (token) headers.authorization = token;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (options.approvalReason) headers['approval-reason'] = encodeURIComponent(options.approvalReason);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  let response: Response;
  try {
    response = await fetch(endpoint.path, { method: 'POST', headers, body: form ? body : JSON.stringify(body ?? {}), signal: controller.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const message = timedOut ? 'The server took too long to answer' : 'The server cannot be reached';
    if (!options.silentErrors) notify.error(message);
    throw new ApiError(0, message);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  if (response.status !== 200) {
    const message = response.statusText || `HTTP ${response.status}`;
    if (!options.silentErrors) notify.error(message);
    throw new ApiError(response.status, message);
  }
  const text = await response.text();
  // An answer that carries the server's words (a refusal, a notice, the audit log's rows) waits for
  // their catalogue, which loads with the first such answer: a cold load that says nothing fetches none of it.
  if (text.includes('"words":')) await loadSaid();
  const envelope = JSON.parse(text) as Envelope<DataOf<E>>;
  const message = said(envelope);
  if (envelope.code === 410) {
    handleSessionExpired(message);
    throw new ApiError(410, message);
  }
  if (envelope.code === 202) {
    // The action waits for a second person: the lists show the request; the mutation hook says so.
    for (const listener of mutationListeners) listener();
    return { status: 'held', approvalId: (envelope.data as HeldData).approval.id, message };
  }
  if (envelope.code !== 200) {
    const refusal = envelope.data as RefusalData;
    const error = new ApiError(envelope.code, message, envelope.data, envelope.words);
    if (envelope.code === 403 && refusal?.setup_required && setupHandler) {
      setupHandler(refusal.setup_required);
    } else if (!options.silentErrors && !(options.fieldErrorsInline && error.field) && !(error.reauthRequired && reauthHandler && !retried) && !(options.asksWhy && refusal?.approval_reason_required)) {
      // A refusal the re-authentication dialog may still turn into success is toasted only if it stays one.
      notify.error(message);
    }
    throw error;
  }
  if (endpoint.mutation) {
    if (!options.quiet) notify.success(message);
    for (const listener of mutationListeners) listener();
  }
  return { status: 'done', data: envelope.data as DataOf<E> };
}
