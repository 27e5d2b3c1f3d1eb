// The public face of med: the rest of the server imports these, and nothing else of it.
export { CUSTOMER_ACTOR, openCaseFor, refreshDeadlineOfTrade } from './cases.js';
export { escalateHold, holdForCase, releaseExpiredHolds } from './holds.js';
export { openCaseCounts } from './open-case-counts.js';
export { acceptRefundRequest, dictRequestOf, fileRefundRequest, rejectRefundRequest } from './refunds.js';
export { medRoutes } from './routes.js';
export { storeRefund, syncMedPeriodically } from './sync.js';
export { traceCase } from './trace.js';
