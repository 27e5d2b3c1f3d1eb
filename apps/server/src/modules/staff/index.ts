// The public face of staff: the rest of the server imports these, and nothing else of it.
export { INITIAL_ADMIN_FILE, ensureFirstAdmin } from './first-admin.js';
export { staffRoutes } from './routes.js';
export { createAdmin } from './service.js';
