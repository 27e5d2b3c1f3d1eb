// What the rest of the server uses of users: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { ownerCondition, ownerShapeCondition, ownerValues } from './owner-filter.js';
export { findUser } from './queries.js';
export { userRoutes } from './routes.js';
