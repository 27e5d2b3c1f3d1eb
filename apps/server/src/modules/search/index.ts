// The public face of search: the rest of the server imports these, and nothing else of it.
export { searchRoutes } from './routes.js';
