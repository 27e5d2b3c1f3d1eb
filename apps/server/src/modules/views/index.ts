// What the rest of the server uses of views: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { viewRoutes } from './routes.js';
