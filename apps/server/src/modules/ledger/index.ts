// What the rest of the server uses of ledger: nothing else of it is imported from outside (.dependency-cruiser.cjs).
export { openLedgerAccounts, postTransfer } from './post.js';
export type { LedgerAccountRef, Transfer } from './post.js';
