// The public face of views: the rest of the server imports these, and nothing else of it.
export { viewRoutes } from './routes.js';
