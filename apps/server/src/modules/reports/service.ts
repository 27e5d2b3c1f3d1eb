import { and, eq } from 'drizzle-orm';
import { note, type regulatory } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { monthReportFiles, monthReports } from '../../db/schema/index.js';
import { refusalError } from '../../core/errors.js';
import type { StaGateway } from '../../integrations/sta/gateway.js';
import { enqueueJob } from '../../jobs/queue.js';
import { REPORT_GENERATION_JOB, type ReportGenerationPayload } from './generation-job.js';
import { addMonths, calendarMonth, FIRST_PIX_MONTH } from './month.js';
import { logOperation } from './operation-log.js';
import { generationInProgress, lockReport, reportName, reportParams, type ReportRow } from './queries.js';
import type { Principal } from '../../core/member.js';

type ReportType = regulatory.reports.MonthReport['report_type'];

/** Who acts, as the log names them (the demo data acts as a seeded member), and when. */
export interface Acting {
  member: Pick<Principal, 'username'>;
  now: Date;
}

/** Refuses any change of a report's file while a generation job may still write a new one, saying what to do once it is done. */
export async function refuseWhileGenerating(
  db: Database,
  report: ReportRow,
  refusal: 'report.generating_regenerate' | 'report.generating_submit' | 'report.generating_replace',
): Promise<void> {
  const job = await generationInProgress(db, report);
  if (job !== null) throw refusalError(409, refusal, { ...reportParams(report), job: String(job) });
}

/** Creates the month's report when it has none, and answers it locked. */
async function lockMonthReport(db: Database, month: string, reportType: ReportType, now: Date): Promise<ReportRow> {
  await db.insert(monthReports).values({ month, report_type: reportType, created_at: now, updated_at: now }).onConflictDoNothing();
  const [row] = await db.select().from(monthReports)
    .where(and(eq(monthReports.month, month), eq(monthReports.report_type, reportType))).for('update');
  return row!;
}

/**
 * Queues the generation of a month's report, for a month that has ended in Brasília. A report
 * filed at the central bank (submitted or accepted) keeps its file; any other gets a new version.
 */
export async function queueGeneration(db: Database, input: { member: Principal; now: Date; month: string; reportType: ReportType }): Promise<number> {
  const { month, reportType, member, now } = input;
  if (month < FIRST_PIX_MONTH) throw refusalError(400, 'report.before_pix', { first: FIRST_PIX_MONTH, month });
  const current = calendarMonth(now);
  if (month >= current) {
    throw refusalError(409, 'report.month_not_ended', { month, from: `${addMonths(month, 1)}-01` });
  }
  const report = await lockMonthReport(db, month, reportType, now);
  if (report.status === 'submitted') {
    throw refusalError(409, 'report.regenerate_submitted', { ...reportParams(report), protocol: String(report.protocol) });
  }
  if (report.status === 'accepted') throw refusalError(409, 'report.regenerate_accepted', { ...reportParams(report), protocol: String(report.protocol) });
  await refuseWhileGenerating(db, report, 'report.generating_regenerate');
  const job = await enqueueJob(db, { kind: REPORT_GENERATION_JOB, payload: { reportId: report.id } satisfies ReportGenerationPayload, createdBy: member.id, now });
  await db.update(monthReports).set({ job_id: job.id, updated_at: now }).where(eq(monthReports.id, report.id));
  await logOperation(db, { reportId: report.id, action: 'generate', version: null, actor: member.username, details: note('report.queued', { job: String(job.id) }), at: now });
  return report.id;
}

/** Sends the current version of a generated report to the central bank's STA and keeps the protocol. */
export async function submitReport(db: Database, sta: StaGateway, input: Acting & { id: number }): Promise<ReportRow> {
  const { member, now } = input;
  const report = await lockReport(db, input.id);
  if (report.status !== 'generated') {
    throw refusalError(409, 'report.submit_not_generated', { ...reportParams(report), status: report.status });
  }
  await refuseWhileGenerating(db, report, 'report.generating_submit');
  const [file] = await db.select().from(monthReportFiles)
    .where(and(eq(monthReportFiles.report_id, report.id), eq(monthReportFiles.version, report.current_version)));
  if (!file) throw new Error(`${reportName(report)} has no file for version ${report.current_version}`);
  const { protocol } = await sta.submit({
    reportType: report.report_type, month: report.month, fileName: file.file_name, content: file.content, replacement: report.replacement,
  });
  const [submitted] = await db.update(monthReports)
    .set({ status: 'submitted', protocol, submitted_at: now, status_reason: null, decided_at: null, updated_at: now })
    .where(eq(monthReports.id, report.id)).returning();
  await logOperation(db, {
    reportId: report.id, action: 'submit', version: report.current_version, actor: member.username, at: now,
    details: note(report.replacement ? 'report.sent_replacing' : 'report.sent', { protocol }),
  });
  return submitted!;
}

/** Records the central bank's verdict on a submitted report, with its words. */
export async function decideReport(db: Database, input: Acting & { id: number; status: 'accepted' | 'rejected'; reason: string }): Promise<ReportRow> {
  const { member, now, status, reason } = input;
  const report = await lockReport(db, input.id);
  if (report.status !== 'submitted') {
    throw refusalError(409, status === 'accepted' ? 'report.accept_not_submitted' : 'report.reject_not_submitted', { ...reportParams(report), status: report.status });
  }
  const [decided] = await db.update(monthReports)
    .set({ status, status_reason: reason, decided_at: now, updated_at: now })
    .where(eq(monthReports.id, report.id)).returning();
  await logOperation(db, {
    reportId: report.id, action: status === 'accepted' ? 'accept' : 'reject', version: report.current_version, actor: member.username, details: reason, at: now,
  });
  return decided!;
}
