import { cockpit, exportableList, trades as contract, z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { describeInvalidInput, refusalError, refusalErrorOf } from '../../core/errors.js';
import { wallClock } from '../../wall-clock.js';
import { queueExport, recordExport } from '../trades/index.js';
import type { Principal } from '../../core/member.js';

export const LIST_EXPORT_JOB = 'list_export';

type Request = z.output<typeof cockpit.exportList.body>;

/**
 * Records an export of a list and queues the job that writes it. The member must be allowed to
 * see the list; its filters are checked as the list checks them, and a refused request records
 * nothing. Trades as CSV take the trade export's own road, written by the database itself.
 */
export async function queueListExport(db: Database, request: Request, member: Principal, now: Date) {
  const list = exportableList(request.list);
  if (!list) throw refusalError(400, 'export.unknown_list', { list: request.list });
  if (list.access !== 'signed-in' && list.access !== 'public' && !member.permissions.has(list.access)) {
    throw refusalError(403, 'permission.missing', { permission: list.access });
  }
  const { page: _page, page_size: _size, ...filters } = request.filters;
  if (list === contract.list && request.format === 'csv') {
    return queueExport(db, { filters: checked(contract.TradeExportRequest, { ...filters, time_zone: request.time_zone }), member, now });
  }
  checked(list.body, filters);
  const stem = list.path.replace(/^\/api\/v1\//, '').replaceAll(/[^a-z0-9]+/g, '-');
  const day = wallClock(now, request.time_zone).slice(0, 10);
  return recordExport(db, {
    list: list.path, format: request.format, filters, timeZone: request.time_zone, jobKind: LIST_EXPORT_JOB, member, now,
    fileName: (id) => `${stem}-${day}-${id}.${request.format}`,
  });
}

/** The filters as the list reads them, or the list's own refusal, its fields named under `filters`. */
function checked<S extends z.ZodMiniType>(schema: S, filters: unknown): z.output<S> {
  const parsed = schema.safeParse(filters, { reportInput: true });
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ ...issue, path: ['filters', ...issue.path] }));
  throw refusalErrorOf(400, describeInvalidInput(new z.core.$ZodError(issues)));
}
