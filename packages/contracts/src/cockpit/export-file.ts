/**
 * The file an export writes and the export's record, apart from the trades contract (which
 * re-exports them, for the trade download's calls): the export button of every list names them,
 * and would otherwise bring every trade schema into each list route.
 */

import { z } from '../zod.js';
import { Instant } from '../common.js';
import { ExportStatus } from '../options.js';

/** The file an export writes: CSV (UTF-8, RFC 4180) or an XLSX workbook with typed cells. */
export const ExportFormat = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof ExportFormat>;

export const TradeExport = z.object({
  id: z.int(),
  /** The list exported, by its call (`/api/v1/trade/list`), and the file's format. */
  list: z.string(),
  format: ExportFormat,
  status: ExportStatus.schema,
  /** 0 to 100. */
  progress: z.int(),
  row_count: z.int(),
  byte_count: z.int(),
  file_name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  /** Why the last attempt failed. */
  error: z.nullable(z.string()),
  attempts: z.int(),
  created_by: z.string(),
  created_at: Instant,
  finished_at: z.nullable(Instant),
  /** When the file is deleted; null until it is written. */
  expires_at: z.nullable(Instant),
});
export type TradeExport = z.infer<typeof TradeExport>;
