// What the rest of the server uses of staff: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { INITIAL_ADMIN_FILE, ensureFirstAdmin } from './first-admin.js';
export { staffRoutes } from './routes.js';
export { createAdmin } from './service.js';
