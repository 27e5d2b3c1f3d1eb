import { and, eq } from 'drizzle-orm';
import type { regulatory } from '@wallet/contracts';
import type { Institution } from '../../config.js';
import type { Database } from '../../db/client.js';
import { monthReportFiles, monthReports } from '../../db/schema/index.js';
import { notFound, refusalError } from '../../core/errors.js';
import { checkApix001 } from './apix001-schema.js';
import { logOperation } from './operation-log.js';
import { lockReport, reportParams, type ReportRow } from './queries.js';
import { refuseWhileGenerating, type Acting } from './service.js';
import { baseName, checkReceiptContent, checkUploadBasics, mediaTypeOf } from './upload-checks.js';
import { xmlUploadText } from './xml-upload.js';
import { insertReportFile, storeNewVersion } from './versions.js';

/** A version of a report's XML (the current one unless asked), as text; the download goes to the report's log. */
export async function downloadReportFile(db: Database, input: Acting & { id: number; version?: number | undefined }) {
  const [report] = await db.select().from(monthReports).where(eq(monthReports.id, input.id));
  if (!report) throw notFound('report', input.id);
  if (report.current_version === 0) throw refusalError(409, 'report.no_file', reportParams(report));
  const version = input.version ?? report.current_version;
  const [file] = await db.select().from(monthReportFiles)
    .where(and(eq(monthReportFiles.report_id, report.id), eq(monthReportFiles.version, version)));
  if (!file) throw refusalError(404, 'report.version_not_found', { version: String(version), report: String(report.id) });
  await logOperation(db, { reportId: report.id, action: 'download', version, actor: input.member.username, details: file.file_name, at: input.now });
  return { file_name: file.file_name, content_type: file.content_type, version, content: new TextDecoder().decode(file.content) };
}

/**
 * Stores an uploaded file: a replacement XML, checked like a generated one and for the report's
 * month, becomes the next version; a receipt of the central bank is kept beside the versions.
 * Any refusal changes nothing.
 */
export async function uploadReportFile(db: Database, input: Acting & { id: number; kind: 'replacement' | 'receipt'; file: regulatory.reports.UploadedFile; institution: Institution }) {
  const { kind, file, member, now } = input;
  checkUploadBasics(kind, file);
  const report = await lockReport(db, input.id);
  const stored = { fileName: baseName(file.file_name), contentType: mediaTypeOf(file.content_type), content: file.content, actor: member.username, now };
  if (kind === 'receipt') {
    if (!['submitted', 'accepted', 'rejected'].includes(report.status)) {
      throw refusalError(409, 'report.receipt_before_submission', { ...reportParams(report), status: report.status });
    }
    checkReceiptContent(file);
    await insertReportFile(db, report, 'receipt', null, stored);
    await db.update(monthReports).set({ updated_at: now }).where(eq(monthReports.id, report.id));
    await logOperation(db, { reportId: report.id, action: 'upload_receipt', version: null, actor: member.username, details: stored.fileName, at: now });
    return;
  }
  await checkReplacementAllowed(db, report);
  await checkReplacementContent(report, file, input.institution);
  const version = await storeNewVersion(db, report, 'replacement', stored);
  await logOperation(db, { reportId: report.id, action: 'upload_replacement', version, actor: member.username, details: stored.fileName, at: now });
}

async function checkReplacementAllowed(db: Database, report: ReportRow): Promise<void> {
  if (report.status === 'submitted') throw refusalError(409, 'report.replacement_while_submitted', reportParams(report));
  if (report.status === 'accepted') throw refusalError(409, 'report.replacement_when_accepted', reportParams(report));
  if (report.current_version === 0) throw refusalError(409, 'report.replacement_without_version', reportParams(report));
  await refuseWhileGenerating(db, report, 'report.generating_replace');
}

async function checkReplacementContent(report: ReportRow, file: regulatory.reports.UploadedFile, institution: Institution): Promise<void> {
  const name = baseName(file.file_name);
  const check = await checkApix001(xmlUploadText(file.content, name));
  if (!check.valid) throw refusalError(400, 'report.file_invalid', { file: name, report_type: report.report_type, problems: check.problems.join('; ') });
  const { header } = check;
  if (header.reportType !== report.report_type) throw refusalError(400, 'report.file_other_type', { file: name, file_type: header.reportType, report_type: report.report_type });
  if (header.month !== report.month) throw refusalError(400, 'report.file_other_month', { file: name, file_month: header.month, ...reportParams(report) });
  if (header.ispb !== institution.ispb) {
    throw refusalError(400, 'report.file_other_ispb', { file: name, file_ispb: header.ispb, ispb: institution.ispb });
  }
}
