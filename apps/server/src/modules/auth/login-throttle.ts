import { and, count, eq, gte, sql } from 'drizzle-orm';
import { actionOf, auth } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';

const LOGIN_ACTION = actionOf(auth.login);
const WINDOW_MS = 60_000;

/**
 * Sign-in attempts are counted from the audit log, which every API process shares, so the
 * limits hold however many processes serve the API.
 */
export async function recentLoginAttempts(
  db: Database,
  input: { ip: string; username: string; now: Date },
): Promise<{ fromIp: number; forUsername: number }> {
  const since = new Date(input.now.getTime() - WINDOW_MS);
  const recent = and(eq(auditLogs.action, LOGIN_ACTION), gte(auditLogs.at, since));
  const [fromIp] = await db.select({ n: count() }).from(auditLogs).where(and(recent, eq(auditLogs.ip, input.ip)));
  const [forUsername] = await db
    .select({ n: count() })
    .from(auditLogs)
    .where(and(recent, eq(sql`lower(${auditLogs.actor_name})`, input.username.toLowerCase())));
  return { fromIp: fromIp?.n ?? 0, forUsername: forUsername?.n ?? 0 };
}
