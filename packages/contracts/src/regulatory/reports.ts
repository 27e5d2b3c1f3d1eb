import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { filterOf, Instant, listData, Paging, Reason, RowId, StatedText, UploadedFile } from '../common.js';
import { ReportStatus, ReportType } from '../options.js';

/** A calendar month, `YYYY-MM`. */
export const Month = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month, YYYY-MM'));

export { UPLOAD_MAX_BYTES, UploadedFile } from '../common.js';
export const UploadKind = z.enum(['replacement', 'receipt']);
/** Types a receipt may have; a replacement is always XML. */
export const RECEIPT_TYPES = ['application/pdf', 'application/xml', 'text/xml', 'text/plain'] as const;


export const ReportJob = z.object({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.int(),
  error: z.nullable(z.string()),
});

export const MonthReport = z.object({
  id: z.int(),
  month: Month,
  report_type: ReportType.schema,
  status: ReportStatus.schema,
  /** The current file's version: 0 before the first is generated. */
  version: z.int(),
  file_name: z.nullable(z.string()),
  file_size: z.nullable(z.int()),
  /** The current version was uploaded to replace a generated one. */
  replacement: z.boolean(),
  receipt_file_name: z.nullable(z.string()),
  /** The STA's protocol number of the last submission. */
  protocol: z.nullable(z.string()),
  /** Why the central bank rejected it, or what the acceptance said. */
  status_reason: z.nullable(z.string()),
  /** The generation job, while one is queued or running, or the last one that failed. */
  job: z.nullable(ReportJob),
  generated_at: z.nullable(Instant),
  submitted_at: z.nullable(Instant),
  updated_at: Instant,
});
export type MonthReport = z.infer<typeof MonthReport>;

export const OperationLog = z.object({
  id: z.int(),
  action: z.enum(['generate', 'generated', 'generation_failed', 'download', 'upload_replacement', 'upload_receipt', 'submit', 'accept', 'reject']),
  version: z.nullable(z.int()),
  actor: z.string(),
  /** A member's words or a file's name, or the system's note (`report.…`) of the job or the filing; empty when there is nothing to add. */
  details: StatedText,
  at: Instant,
});
export type OperationLog = z.infer<typeof OperationLog>;

export const list = endpoint({
  path: '/api/v1/month_report/list',
  access: 'reports.view',
  exportable: true,
  summary: 'APIX monthly reports, newest month first',
  body: z.strictObject({
    ...Paging,
    month_from: z.optional(Month),
    month_to: z.optional(Month),
    report_type: filterOf(ReportType.schema),
    status: filterOf(ReportStatus.schema),
  }),
  data: listData(MonthReport),
});

export const generate = endpoint({
  path: '/api/v1/month_report/generate',
  access: 'reports.manage',
  mutation: true,
  summary: "Generate (or generate again) a month's report from its trades, as a job",
  body: z.strictObject({ month: Month, report_type: ReportType.schema }),
  data: MonthReport,
});

export const download = endpoint({
  path: '/api/v1/month_report/download',
  access: 'reports.view',
  mutation: true,
  summary: "A report's current file (or an earlier version); the download is written to its operation log",
  body: z.strictObject({ id: RowId, version: z.optional(z.int().check(z.positive())) }),
  data: z.object({ file_name: z.string(), content_type: z.string(), version: z.int(), content: z.string() }),
});

export const upload = endpoint({
  path: '/api/v1/month_report/upload',
  access: 'reports.manage',
  mutation: true,
  upload: true,
  summary: 'Upload (multipart/form-data) a replacement XML, which becomes the current version, or the submission receipt',
  // Form fields arrive as text: the id must be written in digits ("0x1f" and "1e3" are no ids).
  body: z.strictObject({ id: z.pipe(z.pipe(z.string().check(z.regex(/^\d{1,10}$/, 'must be a report id')), z.transform(Number)), RowId), kind: UploadKind, file: UploadedFile }),
  data: MonthReport,
});

export const submit = endpoint({
  path: '/api/v1/month_report/submit',
  access: 'reports.manage',
  mutation: true,
  summary: "Send a generated report's current file to the central bank (STA); answers its protocol",
  body: z.strictObject({ id: RowId }),
  data: MonthReport,
});

export const decide = endpoint({
  path: '/api/v1/month_report/status',
  access: 'reports.manage',
  mutation: true,
  summary: "Record the central bank's verdict on a submitted report: accepted or rejected, with its words",
  body: z.strictObject({ id: RowId, status: z.enum(['accepted', 'rejected']), reason: Reason }),
  data: MonthReport,
});

export const operationLogs = endpoint({
  path: '/api/v1/month_report/operation_logs',
  access: 'reports.view',
  summary: "Everything done to a report, newest first",
  body: z.strictObject({ ...Paging, id: RowId }),
  data: listData(OperationLog),
});
