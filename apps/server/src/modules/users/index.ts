// The public face of users: the rest of the server imports these, and nothing else of it.
export { ownerCondition, ownerShapeCondition, ownerValues } from './owner-filter.js';
export { findUser } from './queries.js';
export { userRoutes } from './routes.js';
