import type { z } from './zod.js';
import type { Permission } from './permissions.js';

/**
 * Who may call an endpoint: nobody needs a session for `public` (sign-in only), any signed-in
 * member may call `signed-in`, otherwise the member's role must hold the named permission.
 */
export type Access = 'public' | 'signed-in' | Permission;

export interface Endpoint<
  Body extends z.ZodMiniType = z.ZodMiniType,
  Data extends z.ZodMiniType = z.ZodMiniType,
  A extends Access = Access,
> {
  /** Always a POST path under /api/v1. */
  readonly path: string;
  readonly access: A;
  /** Mutations run in one transaction with their audit row and honour `Idempotency-Key`. */
  readonly mutation: boolean;
  /** Money-moving calls refuse to run without an `Idempotency-Key` header. */
  readonly idempotencyKeyRequired: boolean;
  /** Changes to access (roles, staff, two-factor) and to money or blocks a policy may hold need a sign-in or re-authentication in the last 5 minutes. */
  readonly sensitive: boolean;
  /** Open to a member who must still change a temporary password or enrol two-factor; others are not. */
  readonly setup: boolean;
  /** The body comes as multipart/form-data: text fields and one `file` (see UploadedFile). */
  readonly upload: boolean;
  /**
   * A list a member may export to a file (`export/create`): the export job runs this call page
   * after page for the member's filters; its list screen shows the Export button.
   */
  readonly exportable: boolean;
  readonly summary: string;
  readonly body: Body;
  readonly data: Data;
}

export interface EndpointOptions<Body extends z.ZodMiniType, Data extends z.ZodMiniType, A extends Access> {
  path: `/api/v1/${string}`;
  access: A;
  mutation?: boolean;
  idempotencyKeyRequired?: boolean;
  sensitive?: boolean;
  setup?: boolean;
  upload?: boolean;
  exportable?: boolean;
  summary: string;
  body: Body;
  data: Data;
}

/** Marks what `endpoint()` made, so the areas' modules can be searched for their calls. */
const DECLARED = new WeakSet<object>();

export const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'object' && value !== null && DECLARED.has(value);

export function endpoint<Body extends z.ZodMiniType, Data extends z.ZodMiniType, const A extends Access>(
  options: EndpointOptions<Body, Data, A>,
): Endpoint<Body, Data, A> {
  const mutation = options.mutation ?? false;
  const idempotencyKeyRequired = options.idempotencyKeyRequired ?? false;
  if (idempotencyKeyRequired && !mutation) {
    throw new Error(`${options.path}: only a mutation can require an Idempotency-Key`);
  }
  if (options.sensitive && !mutation) throw new Error(`${options.path}: only a mutation can be sensitive`);
  if (options.upload && !mutation) throw new Error(`${options.path}: only a mutation can take an upload`);
  if (options.exportable && mutation) throw new Error(`${options.path}: only a list, not a mutation, can be exported`);
  const declared = Object.freeze({
    ...options, mutation, idempotencyKeyRequired, sensitive: options.sensitive ?? false, setup: options.setup ?? false, upload: options.upload ?? false,
    exportable: options.exportable ?? false,
  });
  DECLARED.add(declared);
  return declared;
}

export type BodyOf<E extends Endpoint> = z.input<E['body']>;
export type ParsedBodyOf<E extends Endpoint> = z.output<E['body']>;
export type DataOf<E extends Endpoint> = z.output<E['data']>;

/** The action name of an endpoint in the audit log: its path without the `/api/v1/` prefix. */
export function actionOf(e: Pick<Endpoint, 'path'>): string {
  return e.path.replace(/^\/api\/v1\//, '');
}
