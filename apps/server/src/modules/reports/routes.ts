// APIX monthly reports: generation from the month's trades, files and versions, filing at the STA.
import { regulatory, words } from '@wallet/contracts';
import { bind } from '../../http/binding.js';
import { answered } from '../../core/outcome.js';
import { downloadReportFile, uploadReportFile } from './files.js';
import { operationLogPage } from './operation-log.js';
import { listReports, reportById } from './queries.js';
import { decideReport, queueGeneration, submitReport } from './service.js';

const { reports } = regulatory;

/** A change to one report is audited against it, refused or not. */
const onTheReport = { auditFirst: ({ body }: { body: { id: number } }) => ({ target: `month_report:${body.id}` }) };

export const reportRoutes = [
  bind(reports.list, ({ db, body }) => listReports(db, body)),

  bind(reports.generate, async ({ db, body, member, clock }) => {
    const id = await queueGeneration(db, { month: body.month, reportType: body.report_type, member, now: clock.now() });
    const report = await reportById(db, id);
    return answered(report, {
      said: words('report.generation_queued', { report_type: body.report_type, month: body.month }),
      audit: { target: `month_report:${id}`, after: report },
    });
  }),

  bind(reports.download, async ({ db, body, member, clock }) => {
    const file = await downloadReportFile(db, { id: body.id, version: body.version, member, now: clock.now() });
    return answered(file, { said: words('file.downloading', { file: file.file_name }), audit: { after: { file_name: file.file_name, version: file.version } } });
  }, onTheReport),

  bind(reports.upload, async ({ db, body, member, clock, config }) => {
    const before = await reportById(db, body.id);
    await uploadReportFile(db, { id: body.id, kind: body.kind, file: body.file, member, now: clock.now(), institution: config.institution });
    const report = await reportById(db, body.id);
    const said = body.kind === 'replacement'
      ? words('report.replacement_stored', { file: report.file_name ?? '', version: report.version, report_type: report.report_type, month: report.month })
      : words('report.receipt_kept', { file: report.receipt_file_name ?? '', report_type: report.report_type, month: report.month });
    return answered(report, { said, audit: { before, after: report } });
  }, onTheReport),

  bind(reports.submit, async ({ db, body, member, clock, integrations }) => {
    const before = await reportById(db, body.id);
    const submitted = await submitReport(db, integrations.sta, { id: body.id, member, now: clock.now() });
    const report = await reportById(db, body.id);
    return answered(report, {
      said: words('report.submitted', { report_type: report.report_type, month: report.month, protocol: submitted.protocol ?? '' }),
      audit: { before, after: report },
    });
  }, onTheReport),

  bind(reports.decide, async ({ db, body, member, clock }) => {
    const before = await reportById(db, body.id);
    await decideReport(db, { id: body.id, status: body.status, reason: body.reason, member, now: clock.now() });
    const report = await reportById(db, body.id);
    return answered(report, {
      said: words(body.status === 'accepted' ? 'report.accepted' : 'report.rejected', { report_type: report.report_type, month: report.month }),
      audit: { before, after: report },
    });
  }, onTheReport),

  bind(reports.operationLogs, ({ db, body }) => operationLogPage(db, body)),
];
