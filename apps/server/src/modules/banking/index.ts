// What the rest of the server uses of banking: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { checkDigit } from './account-number.js';
export type { CloseKeys } from './accounts-service.js';
export { deductFee, freezeFunds, toFreeze, unfreezeFunds } from './funds-service.js';
export { ourInstitutions, registerOurInstitution } from './institutions.js';
export { availableOf, heldOf, loadAccount, loadAccountAt, moveFunds } from './ledger.js';
export type { LockedAccount } from './ledger.js';
export { holdPixMoney } from './pix-holds.js';
export { bankAccountRoutes, fundsRoutes } from './routes.js';
