// The public face of selection: the rest of the server imports these, and nothing else of it.
export { selectionRoutes } from './routes.js';
