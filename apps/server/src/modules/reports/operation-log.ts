import { desc, eq } from 'drizzle-orm';
import { staff, type regulatory, type Stated } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { monthReportLogs, monthReports } from '../../db/schema/index.js';
import { countUpToCap, pageAnswer, pageOffset } from '../../db/list-page.js';
import { notFound } from '../../core/errors.js';

type ReportAction = regulatory.reports.OperationLog['action'];

/** Who the generation job acts as in the log. */
export const SYSTEM_ACTOR = staff.SYSTEM_OPERATOR;

export interface OperationEntry {
  reportId: number;
  action: ReportAction;
  version: number | null;
  actor: string;
  details: Stated;
  at: Date;
}

/** Writes one entry of a report's operation log, in the caller's transaction. */
export async function logOperation(db: Database, entry: OperationEntry): Promise<void> {
  await db.insert(monthReportLogs).values({
    report_id: entry.reportId, action: entry.action, version: entry.version, actor: entry.actor, details: entry.details, at: entry.at,
  });
}

/** A report's operation log, newest first. */
export async function operationLogPage(db: Database, body: z.output<typeof regulatory.reports.operationLogs.body>) {
  const [report] = await db.select({ id: monthReports.id }).from(monthReports).where(eq(monthReports.id, body.id));
  if (!report) throw notFound('report', body.id);
  const where = eq(monthReportLogs.report_id, body.id);
  const [rows, counted] = await Promise.all([
    db.select().from(monthReportLogs).where(where).orderBy(desc(monthReportLogs.id))
      .limit(body.page_size).offset(pageOffset(body.page, body.page_size)),
    countUpToCap(db, db.select({ id: monthReportLogs.id }).from(monthReportLogs).where(where).$dynamic()),
  ]);
  const list = rows.map((row) => ({
    id: row.id, action: row.action as ReportAction, version: row.version, actor: row.actor, details: row.details, at: row.at.toISOString(),
  }));
  return pageAnswer(list, counted, body);
}
