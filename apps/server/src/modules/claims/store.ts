import { eq, sql } from 'drizzle-orm';
import { pix, type Stated } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { dictClaims, pixKeyLogs, pixKeys } from '../../db/schema/index.js';
import { notFound } from '../../core/errors.js';

export type ClaimRow = typeof dictClaims.$inferSelect;
export type KeyLogAction = typeof pixKeyLogs.$inferInsert.action;

const PERIOD_MS = pix.claims.CLAIM_PERIOD_DAYS * 86_400_000;
/** The end of a claim's period that starts at `from`. */
export const periodEnd = (from: Date) => new Date(from.getTime() + PERIOD_MS);

/** Who acts when the DICT itself moves a claim (a period ran out) or tells us the other side did. */
export const DICT_ACTOR = 'DICT';

/** The deadline a claim waits on: the resolution period while it waits for an answer, the completion period once confirmed. */
export function deadlineOf(claim: Pick<ClaimRow, 'status' | 'resolution_period_end' | 'completion_period_end'>): Date | null {
  if (claim.status === 'OPEN' || claim.status === 'WAITING_RESOLUTION') return claim.resolution_period_end;
  return claim.status === 'CONFIRMED' ? claim.completion_period_end : null;
}

export async function lockClaim(db: Database, id: number): Promise<ClaimRow> {
  const [row] = await db.select().from(dictClaims).where(eq(dictClaims.id, id)).for('update');
  if (!row) throw notFound('claim', id);
  return row;
}

/** Writes a claim's event into its key's history. */
export const logClaimEvent = (db: Database, claim: Pick<ClaimRow, 'id' | 'key_id'>, event: { action: KeyLogAction; reason: Stated; operator: string; at: Date }) =>
  db.insert(pixKeyLogs).values({
    key_id: claim.key_id, key_type: sql`(select ${pixKeys.key_type} from ${pixKeys} where ${pixKeys.id} = ${claim.key_id})`, claim_id: claim.id, action: event.action, reason: event.reason, operator: event.operator, created_at: event.at });
