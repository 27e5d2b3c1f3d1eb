// The public face of ledger: the rest of the server imports these, and nothing else of it.
export { openLedgerAccounts, postTransfer } from './post.js';
export type { LedgerAccountRef, Transfer } from './post.js';
