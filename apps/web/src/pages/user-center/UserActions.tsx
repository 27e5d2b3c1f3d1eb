import type { users } from '@wallet/contracts';
import type { z } from 'zod';

export type WalletUser = z.infer<typeof users.WalletUser>;

export interface UserActionsProps {
  user: WalletUser;
  /** Icon buttons in a list row, or labelled buttons on a detail page. */
  variant: 'row' | 'page';
}

/**
 * Block or unblock (with a required reason) and reset the password (the one-time secret shown once
 * with a copy button), each hidden without its permission. Used by the lists and the detail pages.
 */
export function UserActions(_props: UserActionsProps) {
  return null;
}
