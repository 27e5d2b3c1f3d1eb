// The public face of exports: the rest of the server imports these, and nothing else of it.
export { runListExport } from './list-export-job.js';
export { LIST_EXPORT_JOB } from './queue.js';
export { exportRoutes } from './routes.js';
