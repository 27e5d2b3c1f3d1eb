// The money formatter and parser live with the contracts, so the server words amounts the same way.
export { formatCentavos, NO_AMOUNT, parseReais } from '@wallet/contracts';
