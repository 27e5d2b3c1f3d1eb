import { and, eq } from 'drizzle-orm';
import type { regulatory } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { monthReportFiles, monthReports } from '../../db/schema/index.js';
import { conflict, AppError } from '../../http/errors.js';
import type { StaGateway } from '../../integrations/sta/gateway.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { Principal } from '../auth/sessions.js';
import { REPORT_GENERATION_JOB, type ReportGenerationPayload } from './generation-job.js';
import { addMonths, calendarMonth, FIRST_PIX_MONTH } from './month.js';
import { logOperation } from './operation-log.js';
import { generationInProgress, lockReport, reportName, type ReportRow } from './queries.js';

type ReportType = regulatory.reports.MonthReport['report_type'];

/** Who acts, as the log names them (the demo data acts as a seeded member), and when. */
export interface Acting {
  admin: Pick<Principal, 'username'>;
  now: Date;
}

/** Refuses any change of a report's file while a generation job may still write a new one. */
export async function refuseWhileGenerating(db: Database, report: ReportRow, doing: string): Promise<void> {
  const job = await generationInProgress(db, report);
  if (job !== null) throw conflict(`${reportName(report)} is being generated (job ${job}); ${doing} once it is done`);
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
export async function queueGeneration(db: Database, input: { admin: Principal; now: Date; month: string; reportType: ReportType }): Promise<number> {
  const { month, reportType, admin, now } = input;
  if (month < FIRST_PIX_MONTH) throw new AppError(400, `Invalid field "month": Pix started in ${FIRST_PIX_MONTH}; there is no report for ${month}`);
  const current = calendarMonth(now);
  if (month >= current) {
    throw conflict(`${month} has not ended yet in Brasília time; its report can be generated from ${addMonths(month, 1)}-01`);
  }
  const report = await lockMonthReport(db, month, reportType, now);
  if (report.status === 'submitted') {
    throw conflict(`${reportName(report)} is submitted (protocol ${report.protocol}) and awaits the central bank's verdict; it can be generated again only once rejected`);
  }
  if (report.status === 'accepted') throw conflict(`${reportName(report)} was accepted by the central bank (protocol ${report.protocol}); an accepted report is final`);
  await refuseWhileGenerating(db, report, 'generate it again');
  const job = await enqueueJob(db, { kind: REPORT_GENERATION_JOB, payload: { reportId: report.id } satisfies ReportGenerationPayload, createdBy: admin.id, now });
  await db.update(monthReports).set({ job_id: job.id, updated_at: now }).where(eq(monthReports.id, report.id));
  await logOperation(db, { reportId: report.id, action: 'generate', version: null, actor: admin.username, details: `Queued as job ${job.id}`, at: now });
  return report.id;
}

/** Sends the current version of a generated report to the central bank's STA and keeps the protocol. */
export async function submitReport(db: Database, sta: StaGateway, input: Acting & { id: number }): Promise<ReportRow> {
  const { admin, now } = input;
  const report = await lockReport(db, input.id);
  if (report.status !== 'generated') {
    throw conflict(`${reportName(report)} is ${report.status}; only a generated report can be submitted`);
  }
  await refuseWhileGenerating(db, report, 'submit it');
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
    reportId: report.id, action: 'submit', version: report.current_version, actor: admin.username, at: now,
    details: `Protocol ${protocol}${report.replacement ? ', sent as a replacement' : ''}`,
  });
  return submitted!;
}

/** Records the central bank's verdict on a submitted report, with its words. */
export async function decideReport(db: Database, input: Acting & { id: number; status: 'accepted' | 'rejected'; reason: string }): Promise<ReportRow> {
  const { admin, now, status, reason } = input;
  const report = await lockReport(db, input.id);
  if (report.status !== 'submitted') {
    throw conflict(`${reportName(report)} is ${report.status}; only a submitted report can be ${status}`);
  }
  const [decided] = await db.update(monthReports)
    .set({ status, status_reason: reason, decided_at: now, updated_at: now })
    .where(eq(monthReports.id, report.id)).returning();
  await logOperation(db, {
    reportId: report.id, action: status === 'accepted' ? 'accept' : 'reject', version: report.current_version, actor: admin.username, details: reason, at: now,
  });
  return decided!;
}
