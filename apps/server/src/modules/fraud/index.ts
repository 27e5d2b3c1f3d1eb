// The public face of fraud: the rest of the server imports these, and nothing else of it.
export { activeMarkersOn, cancelMarker, createMarker, tellMarkers } from './markers.js';
export { fraudRoutes } from './routes.js';
