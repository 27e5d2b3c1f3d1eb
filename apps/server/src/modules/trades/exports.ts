import fs from 'node:fs';
import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { ALL, trades as contract, type z } from '@wallet/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { jobs, tradeExports } from '../../db/schema/index.js';
import { countUpToCap, pageAnswer, pageOffset } from '../../db/list-page.js';
import { notFound, refusalError } from '../../core/errors.js';
import { enqueueJob, requeueFailedJob } from '../../jobs/queue.js';
import { exportFilePath, TRADE_EXPORT_JOB, type ExportJobPayload } from './export-job.js';
import { tradeDays } from './filters.js';
import type { Principal } from '../../core/member.js';

/** The status the console shows: the job's, or `expired` once the file is gone or due to go. */
const exportStatus = (now: Date) => sql<contract.ExportStatus>`case
  when ${jobs.status} = 'done' and (${tradeExports.deleted_at} is not null or ${tradeExports.expires_at} <= ${now}) then 'expired'
  else ${jobs.status} end`;

const exportColumns = (now: Date) => ({ exported: tradeExports, job: jobs, status: exportStatus(now) });
type ExportRow = { exported: typeof tradeExports.$inferSelect; job: typeof jobs.$inferSelect; status: contract.ExportStatus };

function toTradeExport({ exported, job, status }: ExportRow): contract.TradeExport {
  return {
    id: exported.id,
    list: exported.list,
    format: contract.ExportFormat.parse(exported.format),
    status,
    progress: job.progress,
    row_count: exported.row_count,
    byte_count: exported.byte_count,
    file_name: exported.file_name,
    filters: exported.filters as Record<string, unknown>,
    error: job.error,
    attempts: job.attempts,
    created_by: exported.created_by_name,
    created_at: exported.created_at.toISOString(),
    finished_at: job.finished_at?.toISOString() ?? null,
    expires_at: exported.expires_at?.toISOString() ?? null,
  };
}

export async function findExport(db: Database, where: SQL | undefined, now: Date): Promise<ExportRow | undefined> {
  const [row] = await db.select(exportColumns(now)).from(tradeExports).innerJoin(jobs, eq(jobs.id, tradeExports.job_id)).where(where);
  return row;
}

/** An export of the member's, or 404: nobody reads another member's files through these calls. */
export async function ownExport(db: Database, member: Principal, id: number, now: Date): Promise<ExportRow> {
  const row = await findExport(db, and(eq(tradeExports.id, id), eq(tradeExports.created_by, member.id)), now);
  if (!row) throw notFound('export', id);
  return row;
}

/** What an export of any list records: what it selects and how, and the job that writes it. */
export interface ExportRecord {
  list: string;
  format: contract.ExportFormat;
  filters: Record<string, unknown>;
  timeZone: string;
  jobKind: string;
  /** The name the browser saves, which may hold the export's id. */
  fileName: (id: number) => string;
  member: Principal;
  now: Date;
}

/** Records an export and queues its job, which finds the export by the id in its payload. */
export async function recordExport(db: Database, input: ExportRecord) {
  const { member, now } = input;
  const job = await enqueueJob(db, { kind: input.jobKind, payload: {}, createdBy: member.id, now });
  const [exported] = await db.insert(tradeExports).values({
    job_id: job.id, list: input.list, format: input.format, filters: input.filters, time_zone: input.timeZone,
    as_of: now, file_name: '', created_by: member.id, created_by_name: member.username, created_at: now,
  }).returning();
  const id = exported!.id;
  await db.update(tradeExports).set({ file_name: input.fileName(id) }).where(eq(tradeExports.id, id));
  await db.update(jobs).set({ payload: { exportId: id } satisfies ExportJobPayload }).where(eq(jobs.id, job.id));
  return toTradeExport((await findExport(db, eq(tradeExports.id, id), now))!);
}

/** Records a CSV export of the trades the filters select now, written by the database itself. */
export function queueExport(db: Database, input: { filters: contract.TradeExportRequest; member: Principal; now: Date }) {
  const { filters, member, now } = input;
  // The range is fixed now, so that "the last 7 days" means the same days however late the job runs.
  const days = filters.search ? null : tradeDays(filters, now);
  return recordExport(db, {
    list: contract.list.path, format: 'csv', jobKind: TRADE_EXPORT_JOB, member, now, timeZone: filters.time_zone,
    filters: { ...filters, ...(days ? { created_from: days.from, created_to: days.to } : {}) },
    fileName: (id) => (days ? `trades-${days.from}-to-${days.to}-${id}.csv` : `trades-search-${id}.csv`),
  });
}

export async function listExports(db: Database, member: Principal, body: z.output<typeof contract.downloadList.body>, now: Date, config: Config) {
  const status = exportStatus(now);
  const where = and(eq(tradeExports.created_by, member.id), body.status === ALL ? undefined : sql`${status} = ${body.status}`);
  const [rows, counted, [active]] = await Promise.all([
    db.select(exportColumns(now)).from(tradeExports).innerJoin(jobs, eq(jobs.id, tradeExports.job_id))
      .where(where).orderBy(desc(tradeExports.id)).limit(body.page_size).offset(pageOffset(body.page, body.page_size)),
    countUpToCap(db, db.select({ id: tradeExports.id }).from(tradeExports).innerJoin(jobs, eq(jobs.id, tradeExports.job_id)).where(where).$dynamic()),
    db.select({ n: count() }).from(tradeExports).innerJoin(jobs, eq(jobs.id, tradeExports.job_id))
      .where(and(eq(tradeExports.created_by, member.id), sql`${jobs.status} in ('queued', 'running')`)),
  ]);
  return {
    ...pageAnswer(rows.map(toTradeExport), counted, body),
    admin_trade_download_info: { active: active?.n ?? 0, retention_days: config.exports.retentionDays },
  };
}

export async function retryExport(db: Database, member: Principal, id: number, now: Date) {
  const row = await ownExport(db, member, id, now);
  if (row.status !== 'failed') throw refusalError(409, 'export.not_failed', { id: String(id), status: row.status });
  await db.update(tradeExports).set({ row_count: 0, byte_count: 0 }).where(eq(tradeExports.id, id));
  if (!(await requeueFailedJob(db, row.job.id, now))) throw refusalError(409, 'export.changed_meanwhile', { id: String(id) });
  return toTradeExport((await ownExport(db, member, id, now)));
}

/** Deletes the files of expired exports; their rows stay, shown as expired. Safe from any process. */
export async function deleteExpiredExports(db: Database, config: Config, now: Date): Promise<number> {
  const expired = await db.update(tradeExports).set({ deleted_at: now })
    .where(and(isNull(tradeExports.deleted_at), lt(tradeExports.expires_at, now)))
    .returning({ id: tradeExports.id });
  for (const { id } of expired) fs.rmSync(exportFilePath(config.exports.dir, id), { force: true });
  return expired.length;
}
