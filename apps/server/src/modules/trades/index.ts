// The public face of trades: the rest of the server imports these, and nothing else of it.
export { TRADE_EXPORT_JOB, exportFilePath, publishExportFile, runTradeExport } from './export-job.js';
export type { ExportJobPayload } from './export-job.js';
export { exportColumnsQuery, exportSelection, inlinedSql } from './export-rows.js';
export { deleteExpiredExports, queueExport, recordExport } from './exports.js';
export { tradeFieldById } from './field-by-id.js';
export { merchantCondition, merchantValues, namesNoMerchant } from './filters.js';
export { tradeDetail } from './queries.js';
export { mountExportDownloads, tradeRoutes } from './routes.js';
