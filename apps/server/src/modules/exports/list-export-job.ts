import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { exportableList, type Endpoint } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { tradeExports } from '../../db/schema/index.js';
import { readingWholeList } from '../../db/list-page.js';
import type { CallContext } from '../../http/call.js';
import { Refusal } from '../../core/errors.js';
import { Answered } from '../../core/outcome.js';
import type { Binding } from '../../http/binding.js';
import type { JobContext } from '../../jobs/worker.js';
import { standingMember } from '../auth/index.js';
import { exportFilePath, publishExportFile, type ExportJobPayload } from '../trades/index.js';
import { columnsOf, rowSchemaOf } from './columns.js';
import { openTableFile } from './table-file.js';
import type { Integrations } from '../../core/integrations.js';
import type { Principal } from '../../core/member.js';

/** Rows asked of the list at a time: a page far larger than the console's, well within memory. */
const EXPORT_PAGE_SIZE = 5_000;

interface ListAnswer {
  list: unknown[];
  pagination: { total: number };
}

/** A list call answers from the database alone; an export that reached an outside system would be a fault. */
const NO_INTEGRATIONS = new Proxy({} as Integrations, {
  get: (_target, name) => {
    throw new Error(`A list export reads the database only, yet its list asked for the ${String(name)} adapter`);
  },
});

/**
 * Writes every row a list export selects to its file: the list's own handler, found among
 * `bindings` (the product's, handed in by jobs/product-jobs.ts), answers page after page, for the
 * member who asked, as they stand now. On PostgreSQL the pages are read in one read-only snapshot,
 * so rows that change meanwhile neither repeat nor go missing; the embedded database, with its
 * single connection, reads each page on its own.
 */
export const runListExport = (bindings: readonly Binding[]) => async (context: JobContext) => {
  const { db, driver, config, job, progress } = context;
  const { exportId } = job.payload as ExportJobPayload;
  const [exported] = await db.select().from(tradeExports).where(eq(tradeExports.id, exportId));
  if (!exported) throw new Error(`Export ${exportId} no longer exists`);
  const list = exportableList(exported.list);
  const binding = bindings.find((bound) => bound.endpoint === list);
  if (!list || !binding) throw new Error(`${exported.list} is not a list that can be exported`);
  const member = await standingMember(db, exported.created_by);
  if (!member) throw new Error(`${exported.created_by_name} is no longer an active member`);
  if (!member.permissions.has('trades.export') || (list.access !== 'signed-in' && !member.permissions.has(list.access as never))) {
    throw new Error(`${member.username} may no longer export this list`);
  }

  fs.mkdirSync(config.exports.dir, { recursive: true });
  const partPath = `${exportFilePath(config.exports.dir, exportId)}.part`;
  const file = openTableFile(exported.format === 'xlsx' ? 'xlsx' : 'csv', { path: partPath, columns: columnsOf(rowSchemaOf(list)), timeZone: exported.time_zone });
  const written = { rows: 0, bytes: 0 };
  const readPages = async (reader: Database) => {
    const page = pageReader(reader, { list, handler: binding.handler, member, filters: exported.filters as Record<string, unknown>, context });
    // The first page counts every row, past the cap a member's list stops at: the share done is of them.
    let total = 0;
    for (let number = 1; ; number++) {
      const answer = await page(number);
      if (number === 1) total = answer.pagination.total;
      await file.add(answer.list);
      written.rows += answer.list.length;
      await db.update(tradeExports).set({ row_count: written.rows, byte_count: file.bytes }).where(eq(tradeExports.id, exportId));
      await progress(Math.min(99, (written.rows * 100) / Math.max(1, total)));
      if (answer.list.length < EXPORT_PAGE_SIZE) return;
    }
  };
  try {
    if (driver === 'postgres') await db.transaction(readPages, { isolationLevel: 'repeatable read', accessMode: 'read only' });
    else await readPages(db);
    await file.finish();
  } catch (error) {
    file.abort();
    fs.rmSync(partPath, { force: true });
    throw error;
  }
  written.bytes = file.bytes;
  return publishExportFile(context, { exportId, partPath, written });
};

interface PageSource {
  list: Endpoint;
  handler: (ctx: CallContext<Endpoint>) => Promise<unknown>;
  member: Principal;
  filters: Record<string, unknown>;
  context: JobContext;
}

/**
 * One page of the list as its call answers it, asked as the member who exported it, however deep
 * it starts (`readingWholeList`); the first page's total counts every row.
 */
function pageReader(db: Database, { list, handler, member, filters, context }: PageSource) {
  const body = list.body.parse(filters) as Record<string, unknown>;
  return async (page: number): Promise<ListAnswer> => {
    const outcome = await readingWholeList(() => handler({
      body: { ...body, page, page_size: EXPORT_PAGE_SIZE } as never,
      member: member as never,
      db,
      clock: context.clock,
      config: context.config,
      integrations: NO_INTEGRATIONS,
      request: { ip: '', userAgent: 'export job', requestId: `job-${context.job.id}`, token: undefined, idempotencyKey: undefined, approvalReason: undefined },
    }), { countAll: page === 1 });
    if (outcome instanceof Refusal) throw new Error(`The list refused the export: ${outcome.msg}`);
    return (outcome instanceof Answered ? outcome.data : outcome) as ListAnswer;
  };
}
