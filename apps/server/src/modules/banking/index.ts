// The public face of banking: the rest of the server imports these, and nothing else of it.
export { checkDigit } from './account-number.js';
export type { CloseKeys } from './accounts-service.js';
export { deductFee, freezeFunds, tellBlockEnded, toFreeze, unfreezeFunds } from './funds-service.js';
export { ourInstitutions, registerOurInstitution } from './institutions.js';
export { availableOf, heldOf, loadAccount, loadAccountAt, moveFunds } from './ledger.js';
export type { LockedAccount } from './ledger.js';
export { holdPixMoney } from './pix-holds.js';
export { bankAccountRoutes, fundsRoutes } from './routes.js';
