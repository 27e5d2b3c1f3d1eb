import type { users } from '@wallet/contracts';

/** A wallet user or merchant as the user center shows it. */
export type WalletUser = users.WalletUser;
