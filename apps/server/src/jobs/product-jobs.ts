import { Worker, type JobHandler, type WorkerOptions } from './worker.js';
import { runTradeExport, TRADE_EXPORT_JOB } from '../modules/trades/index.js';
import { REPORT_GENERATION_JOB, runReportGeneration } from '../modules/reports/index.js';
import { LIST_EXPORT_JOB, runListExport } from '../modules/exports/index.js';
import { productBindings } from '../product-bindings.js';

/** Every kind of background job the product runs, by the `kind` of its `jobs` row. */
const jobHandlers: Readonly<Record<string, JobHandler>> = {
  [TRADE_EXPORT_JOB]: runTradeExport,
  [REPORT_GENERATION_JOB]: runReportGeneration,
  [LIST_EXPORT_JOB]: runListExport(productBindings),
};

export const productWorker = (options: Omit<WorkerOptions, 'handlers'>) => new Worker({ ...options, handlers: jobHandlers });
