// APIX monthly reports: generation from the month's trades, files and versions, filing at the STA.
import { regulatory } from '@wallet/contracts';
import type { AuditNote } from '../audit/service.js';
import { bind } from '../../http/binding.js';
import { downloadReportFile, uploadReportFile } from './files.js';
import { operationLogPage } from './operation-log.js';
import { listReports, reportById } from './queries.js';
import { decideReport, queueGeneration, submitReport } from './service.js';

/** The report after a change, for the audit row and the answer. */
async function changed(db: Parameters<typeof reportById>[0], id: number, audit: AuditNote) {
  const report = await reportById(db, id);
  Object.assign(audit, { target: `month_report:${id}`, after: report });
  return report;
}

const { reports } = regulatory;

export const reportRoutes = [
  bind(reports.list, ({ db, body }) => listReports(db, body)),

  bind(reports.generate, async ({ db, body, admin, clock, audit, answer }) => {
    const id = await queueGeneration(db, { month: body.month, reportType: body.report_type, admin, now: clock.now() });
    const report = await changed(db, id, audit);
    answer.msg = `${body.report_type} for ${body.month} queued for generation`;
    return report;
  }),

  bind(reports.download, async ({ db, body, admin, clock, audit, answer }) => {
    const file = await downloadReportFile(db, { id: body.id, version: body.version, admin, now: clock.now() });
    Object.assign(audit, { target: `month_report:${body.id}`, after: { file_name: file.file_name, version: file.version } });
    answer.msg = `Downloading ${file.file_name}`;
    return file;
  }),

  bind(reports.upload, async ({ db, body, admin, clock, config, audit, answer }) => {
    const before = await reportById(db, body.id);
    await uploadReportFile(db, { id: body.id, kind: body.kind, file: body.file, admin, now: clock.now(), institution: config.institution });
    audit.before = before;
    const report = await changed(db, body.id, audit);
    answer.msg = body.kind === 'replacement'
      ? `${report.file_name} is version ${report.version} of ${report.report_type} ${report.month}; submit it as a replacement`
      : `Receipt ${report.receipt_file_name} kept with ${report.report_type} ${report.month}`;
    return report;
  }),

  bind(reports.submit, async ({ db, body, admin, clock, integrations, audit, answer }) => {
    audit.before = await reportById(db, body.id);
    const submitted = await submitReport(db, integrations.sta, { id: body.id, admin, now: clock.now() });
    const report = await changed(db, body.id, audit);
    answer.msg = `${report.report_type} ${report.month} submitted to the central bank: protocol ${submitted.protocol}`;
    return report;
  }),

  bind(reports.decide, async ({ db, body, admin, clock, audit, answer }) => {
    audit.before = await reportById(db, body.id);
    await decideReport(db, { id: body.id, status: body.status, reason: body.reason, admin, now: clock.now() });
    const report = await changed(db, body.id, audit);
    answer.msg = `${report.report_type} ${report.month} recorded as ${body.status}`;
    return report;
  }),

  bind(reports.operationLogs, ({ db, body }) => operationLogPage(db, body)),
];
