// The public face of approvals: the rest of the server imports these, and nothing else of it.
export { approvalGatekeeper, refuseIfHeld } from './gatekeeper.js';
export { approvalRoutes } from './routes.js';
