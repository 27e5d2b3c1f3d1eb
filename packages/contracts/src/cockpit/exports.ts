import { z } from '../zod.js';
import { endpoint, type Endpoint } from '../endpoint.js';
import { TimeZone } from '../common.js';
import * as users from '../users/index.js';
import * as banking from '../banking/index.js';
import * as trades from '../trades/index.js';
import * as pix from '../pix/index.js';
import * as regulatory from '../regulatory/index.js';
import * as staff from '../staff/index.js';

/**
 * The lists a member can export, each by its own call: the file holds the rows that call answers
 * for the filters given, every page of them. Exporting also takes `trades.export`, the permission
 * to take data out of the console, besides the list's own.
 */
export const EXPORTABLE_LISTS: readonly Endpoint[] = [
  users.list, users.kycList,
  banking.list, banking.freezeList, banking.logs, banking.feeLogs,
  trades.list,
  pix.keys.list, pix.keys.logs, pix.limits.list, pix.claims.list, pix.fraud.list,
  regulatory.med.list, regulatory.infractions.list, regulatory.reports.list,
  staff.staffList, staff.auditList,
];

export const exportableList = (path: string): Endpoint | undefined => EXPORTABLE_LISTS.find((list) => list.path === path);

export const exportList = endpoint({
  path: '/api/v1/export/create',
  access: 'trades.export',
  mutation: true,
  summary: "Queue an export of every row a list's filters select, as CSV or XLSX, its times in the zone named; the list's own permission is needed too",
  body: z.strictObject({
    /** The list's call, one of EXPORTABLE_LISTS (`/api/v1/user/list`). */
    list: z.string().check(z.maxLength(100)),
    format: z._default(trades.ExportFormat, 'csv'),
    /** The list's body without its page: its filters and sort, checked as the list checks them. */
    filters: z._default(z.record(z.string(), z.unknown()), {}),
    time_zone: TimeZone,
  }),
  data: trades.TradeExport,
});
