import { count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { medCases } from '../../db/schema/index.js';
import { counted, deadlineConditions } from '../../db/list-filters.js';

/**
 * The counts of open cases (open, due today, overdue, and any `more` the caller adds), read from the
 * open cases' index alone: the partial deadline index, which holds the deadline and the assignee. A
 * count that named the status again read the table for it: 2.7 ms for 8 000 open cases, against 1.1.
 */
export function openCaseCounts<More extends Record<string, SQL<number>>>(db: Database, now: Date, more: More = {} as More) {
  const due = deadlineConditions(medCases.next_deadline_at, now);
  return db.select({ open: count(), due_today: counted(due.due_today), overdue: counted(due.overdue), ...more })
    .from(medCases).where(eq(medCases.status, 'open'));
}

/** A member's own open cases, as one of `openCaseCounts`'s `more`. */
export const assignedTo = (me: string) => counted(eq(medCases.assigned_to, me));
