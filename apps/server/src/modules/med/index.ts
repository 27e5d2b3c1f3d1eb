// What the rest of the server uses of med: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { CUSTOMER_ACTOR, openCaseFor } from './cases.js';
export { escalateHold, holdForCase, releaseExpiredHolds } from './holds.js';
export { openCaseCounts } from './open-case-counts.js';
export { acceptRefundRequest, dictRequestOf, fileRefundRequest, rejectRefundRequest } from './refunds.js';
export { medRoutes } from './routes.js';
export { storeRefund, syncMedPeriodically } from './sync.js';
export { traceCase } from './trace.js';
