// What the rest of the server uses of search: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { searchRoutes } from './routes.js';
