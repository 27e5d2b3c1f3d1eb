import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { csvLine } from '../../csv.js';
import { staff } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import { dayRange, likePattern, optionFilter, prefixPattern } from '../../db/list-filters.js';
import { countUpToCap, pageAnswer } from '../../db/list-page.js';
import { rowsOfPage } from '../../db/rows-of-page.js';
import { notFound } from '../../core/errors.js';
import { wallClock } from '../../wall-clock.js';

type Filters = z.output<typeof staff.auditExport.body>;
type Row = typeof auditLogs.$inferSelect;

function conditions(body: Omit<Filters, 'time_zone'>): SQL | undefined {
  return and(
    body.actor ? ilike(auditLogs.actor_name, likePattern(body.actor)) : undefined,
    body.action ? ilike(auditLogs.action, prefixPattern(body.action)) : undefined,
    targetCondition(body.target),
    optionFilter(auditLogs.result, body.result),
    ...dayRange(auditLogs.at, body.created_from, body.created_to),
  );
}

/** A whole target (`user:12`) is that record; any other text is a part of targets. */
function targetCondition(target: string): SQL | undefined {
  if (!target) return undefined;
  return /^[a-z_]+:\d+$/.test(target) ? eq(auditLogs.target, target) : ilike(auditLogs.target, likePattern(target));
}

const toEntry = (row: Row): z.infer<typeof staff.AuditEntry> => ({
  id: row.id, at: row.at.toISOString(), actor: row.actor_name, action: row.action, target: row.target, result: row.result,
  code: row.code, message: row.message, ...(row.words ? { words: row.words } : {}), ip: row.ip, request_id: row.request_id, approved_by: row.approved_by,
});

const newestFirst = [desc(auditLogs.at), desc(auditLogs.id)];

/** The page's entries, newest first. */
const entriesOfPage = rowsOfPage(newestFirst, (db, ids) => db.select().from(auditLogs).where(eq(auditLogs.id, ids)));

export async function listAudit(db: Database, body: z.output<typeof staff.auditList.body>) {
  const where = conditions(body);
  const matching = () => db.select({ id: auditLogs.id }).from(auditLogs).where(where).$dynamic();
  const [rows, counted] = await Promise.all([
    entriesOfPage(db, matching(), body),
    countUpToCap(db, matching()),
  ]);
  return pageAnswer(rows.map(toEntry), counted, body);
}

export async function auditDetail(db: Database, id: number) {
  const [row] = await db.select().from(auditLogs).where(eq(auditLogs.id, id));
  if (!row) throw notFound('audit_entry', id);
  return { ...toEntry(row), before: row.before, after: row.after };
}

const COLUMNS = ['id', 'at', 'actor', 'action', 'target', 'result', 'code', 'message', 'ip', 'request_id', 'approved_by'] as const;

/** The filtered log as CSV, newest first, at most AUDIT_EXPORT_LIMIT rows, times in the zone asked for (named in the header). */
export async function exportAudit(db: Database, body: Filters) {
  const rows = await db.select().from(auditLogs).where(conditions(body)).orderBy(desc(auditLogs.at), desc(auditLogs.id)).limit(staff.AUDIT_EXPORT_LIMIT + 1);
  const truncated = rows.length > staff.AUDIT_EXPORT_LIMIT;
  const entries = rows.slice(0, staff.AUDIT_EXPORT_LIMIT).map((row) => ({ ...toEntry(row), at: wallClock(row.at, body.time_zone) }));
  const header = COLUMNS.map((column) => (column === 'at' ? `at (${body.time_zone})` : column));
  const csv = csvLine(header) + entries.map((e) => csvLine(COLUMNS.map((c) => e[c]))).join('');
  return { csv, rows: entries.length, truncated };
}
