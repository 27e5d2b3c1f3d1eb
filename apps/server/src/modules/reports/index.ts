// The public face of reports: the rest of the server imports these, and nothing else of it.
export { checkApix001 } from './apix001-schema.js';
export { uploadReportFile } from './files.js';
export { REPORT_GENERATION_JOB, runReportGeneration } from './generation-job.js';
export { addMonths, calendarMonth } from './month.js';
export { SYSTEM_ACTOR, logOperation } from './operation-log.js';
export { reportRoutes } from './routes.js';
export { decideReport, submitReport } from './service.js';
export { baseName, mediaTypeOf } from './upload-checks.js';
export { XML_CONTENT_TYPE, buildApix001, builtNote, generatedFileName, storeNewVersion } from './versions.js';
