// What the rest of the server uses of exports: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { runListExport } from './list-export-job.js';
export { LIST_EXPORT_JOB } from './queue.js';
export { exportRoutes } from './routes.js';
