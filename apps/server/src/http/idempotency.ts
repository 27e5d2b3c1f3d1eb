import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Envelope } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { refusalError, refusalErrorOf } from '../core/errors.js';
import { nestsDeeperThan, tooDeepWords } from './body-depth.js';

const KEY_FORMAT = /^[\x21-\x7e]{8,128}$/;

export function checkIdempotencyKey(key: string | undefined, required: boolean): string | undefined {
  if (key === undefined) {
    if (required) throw refusalError(400, 'idempotency.key_required');
    return undefined;
  }
  if (!KEY_FORMAT.test(key)) throw refusalError(400, 'idempotency.key_format');
  return key;
}

export interface IdempotentCall {
  adminId: number;
  key: string;
  action: string;
  body: unknown;
  now: Date;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * A file in a body counts by its digest: the same bytes, the same body, without writing megabytes out
 * as JSON. JSON.stringify recurses, so the depth is bounded first (the JSON parser refused deeper
 * bodies already: this keeps the walk safe whoever calls it).
 */
function bodyText(body: unknown): string {
  if (nestsDeeperThan(body)) throw refusalErrorOf(400, tooDeepWords());
  return JSON.stringify(body, function (this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    return ArrayBuffer.isView(original) ? `sha256:${sha256(original as Uint8Array)}` : value;
  });
}

const hashOf = (call: IdempotentCall) => sha256(`${call.action}\n${bodyText(call.body)}`);

/**
 * Claims a key inside the call's transaction. Answers the stored envelope when the key was spent
 * already (the caller replays it and does nothing else), or undefined when the call may run.
 * On PostgreSQL a concurrent claim of the same key waits here until the first one commits.
 */
export async function claimIdempotencyKey(db: Database, call: IdempotentCall): Promise<Envelope | undefined> {
  const requestHash = hashOf(call);
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      admin_id: call.adminId,
      key: call.key,
      action: call.action,
      request_hash: requestHash,
      response: null,
      created_at: call.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return undefined;

  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.admin_id, call.adminId), eq(idempotencyKeys.key, call.key)));
  if (!stored || stored.action !== call.action || stored.request_hash !== requestHash) {
    throw refusalError(409, 'idempotency.key_reused');
  }
  return stored.response as Envelope;
}

export async function storeIdempotentAnswer(db: Database, call: IdempotentCall, answer: Envelope): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ response: answer })
    .where(and(eq(idempotencyKeys.admin_id, call.adminId), eq(idempotencyKeys.key, call.key)));
}

/** Gives back a key claimed by a call that was refused but committed: only success spends a key. */
export async function releaseIdempotencyKey(db: Database, call: IdempotentCall): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.admin_id, call.adminId), eq(idempotencyKeys.key, call.key)));
}
