// What the rest of the server uses of selection: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { selectionRoutes } from './routes.js';
