import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { regulatory } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { jobs, monthReportFiles, monthReports } from '../../db/schema/index.js';
import { optionFilter } from '../../db/list-filters.js';
import { countUpToCap, pageAnswer, pageOffset } from '../../db/list-page.js';
import { notFound, refusalError } from '../../core/errors.js';

export type ReportRow = typeof monthReports.$inferSelect;

const currentFile = alias(monthReportFiles, 'current_file');
const ACTIVE_JOB = ['queued', 'running'] as const;

const reportColumns = {
  report: monthReports,
  file_name: currentFile.file_name,
  file_size: currentFile.size,
  job_status: jobs.status,
  job_progress: jobs.progress,
  job_error: jobs.error,
  // The latest receipt; written with the table's name, which an inner query cannot take for its own.
  receipt_file_name: sql<string | null>`(select r.file_name from month_report_files r
    where r.report_id = "month_reports"."id" and r.kind = 'receipt' order by r.id desc limit 1)`,
};

type ListedRow = { report: ReportRow; file_name: string | null; file_size: number | null; job_status: string | null; job_progress: number | null; job_error: string | null; receipt_file_name: string | null };

const selectReports = (db: Database) => db.select(reportColumns).from(monthReports)
  .leftJoin(currentFile, and(eq(currentFile.report_id, monthReports.id), eq(currentFile.version, monthReports.current_version)))
  .leftJoin(jobs, eq(jobs.id, monthReports.job_id));

function toMonthReport(row: ListedRow): regulatory.reports.MonthReport {
  const { report } = row;
  // A finished job says nothing the report does not; a running or failed one is news.
  const showJob = row.job_status !== null && row.job_status !== 'done';
  return {
    id: report.id,
    month: report.month,
    report_type: report.report_type,
    status: report.status,
    version: report.current_version,
    file_name: row.file_name,
    file_size: row.file_size,
    replacement: report.replacement,
    receipt_file_name: row.receipt_file_name,
    protocol: report.protocol,
    status_reason: report.status_reason,
    job: showJob ? { status: row.job_status as 'queued' | 'running' | 'failed', progress: row.job_progress ?? 0, error: row.job_error } : null,
    generated_at: report.generated_at?.toISOString() ?? null,
    submitted_at: report.submitted_at?.toISOString() ?? null,
    updated_at: report.updated_at.toISOString(),
  };
}

/** A report as the API shows it, or 404. */
export async function reportById(db: Database, id: number): Promise<regulatory.reports.MonthReport> {
  const [row] = await selectReports(db).where(eq(monthReports.id, id));
  if (!row) throw notFound('report', id);
  return toMonthReport(row);
}

/** Locks a report's row for the call's transaction, or 404. */
export async function lockReport(db: Database, id: number): Promise<ReportRow> {
  const [row] = await db.select().from(monthReports).where(eq(monthReports.id, id)).for('update');
  if (!row) throw notFound('report', id);
  return row;
}

/** Whether the report's last generation job is still to finish: nothing else may change its file meanwhile. */
export async function generationInProgress(db: Database, report: ReportRow): Promise<number | null> {
  if (report.job_id === null) return null;
  const [job] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, report.job_id));
  return job && (ACTIVE_JOB as readonly string[]).includes(job.status) ? report.job_id : null;
}

/** A report's name in messages: "Report 7 (APIX001, 2026-01)". */
export const reportName = (report: Pick<ReportRow, 'id' | 'month' | 'report_type'>) => `Report ${report.id} (${report.report_type}, ${report.month})`;

/** The same name as the parameters of a catalogue message (`Report {{report}} ({{report_type}}, {{month}})`). */
export const reportParams = (report: Pick<ReportRow, 'id' | 'month' | 'report_type'>) => ({ report: String(report.id), report_type: report.report_type, month: report.month });

export async function listReports(db: Database, body: z.output<typeof regulatory.reports.list.body>) {
  if (body.month_from && body.month_to && body.month_from > body.month_to) {
    throw refusalError(400, 'report.month_range', { from: body.month_from, to: body.month_to });
  }
  const where: SQL | undefined = and(
    body.month_from ? gte(monthReports.month, body.month_from) : undefined,
    body.month_to ? lte(monthReports.month, body.month_to) : undefined,
    optionFilter(monthReports.report_type, body.report_type),
    optionFilter(monthReports.status, body.status),
  );
  const [rows, counted] = await Promise.all([
    selectReports(db).where(where).orderBy(desc(monthReports.month), monthReports.report_type)
      .limit(body.page_size).offset(pageOffset(body.page, body.page_size)),
    countUpToCap(db, db.select({ id: monthReports.id }).from(monthReports).where(where).$dynamic()),
  ]);
  return pageAnswer(rows.map(toMonthReport), counted, body);
}
