// What the rest of the server uses of fraud: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { activeMarkersOn, cancelMarker, createMarker, tellMarkers } from './markers.js';
export { fraudRoutes } from './routes.js';
