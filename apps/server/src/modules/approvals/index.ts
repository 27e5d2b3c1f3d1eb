// What the rest of the server uses of approvals: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { approvalGatekeeper, refuseIfHeld } from './gatekeeper.js';
export { approvalRoutes } from './routes.js';
