import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { TimeZone } from '../common.js';
import { ExportFormat, TradeExport } from './export-file.js';

export const exportList = endpoint({
  path: '/api/v1/export/create',
  access: 'trades.export',
  mutation: true,
  summary: "Queue an export of every row a list's filters select, as CSV or XLSX, its times in the zone named; the list's own permission is needed too",
  body: z.strictObject({
    /** The list's call, one declared `exportable` (`/api/v1/user/list`). */
    list: z.string().check(z.maxLength(100)),
    format: z._default(ExportFormat, 'csv'),
    /** The list's body without its page: its filters and sort, checked as the list checks them. */
    filters: z._default(z.record(z.string(), z.unknown()), {}),
    time_zone: TimeZone,
  }),
  data: TradeExport,
});
