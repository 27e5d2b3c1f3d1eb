import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { verify } from 'otplib';
import type { Database } from '../../db/client.js';
import { admins } from '../../db/schema/index.js';

/**
 * The 30-second step (RFC 6238's T) a 6-digit code belongs to, checked at the server's time with one
 * step of clock drift either way; null when the code matches none.
 */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  try {
    const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30 });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/**
 * Spends a member's code: true only when it is right and of a later step than the last code they
 * spent, so that each code signs in once and none of an earlier step comes after it (RFC 6238 §5.2).
 * The conditional update is the check, atomic across processes: of two calls with one code, the
 * second finds the step taken (on PostgreSQL it waits on the row, then sees the first's step).
 */
export async function spendTotp(db: Database, adminId: number, secret: string, code: string, now: Date): Promise<boolean> {
  const step = await totpStep(secret, code, now);
  if (step === null) return false;
  const spent = await db
    .update(admins)
    .set({ totp_last_step: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totp_last_step), lt(admins.totp_last_step, step))))
    .returning({ id: admins.id });
  return spent.length > 0;
}
