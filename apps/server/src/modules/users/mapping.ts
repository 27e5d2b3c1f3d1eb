import type { users } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import { walletUsers } from '../../db/schema/index.js';

/** The columns a user's answer shows: a list reads these alone, not the row's password material. */
export const shownUserColumns = {
  id: walletUsers.id,
  kind: walletUsers.kind,
  name: walletUsers.name,
  email: walletUsers.email,
  phone: walletUsers.phone,
  doc_type: walletUsers.doc_type,
  doc_number: walletUsers.doc_number,
  status: walletUsers.status,
  blocked_reason: walletUsers.blocked_reason,
  kyc_status: walletUsers.kyc_status,
  created_at: walletUsers.created_at,
};

type ShownUserRow = Pick<typeof walletUsers.$inferSelect, keyof typeof shownUserColumns>;

/** A table row as the API shows it: no password material, times in ISO-8601 UTC. */
export function toWalletUser(row: ShownUserRow): z.infer<typeof users.WalletUser> {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    doc_type: row.doc_type,
    doc_number: row.doc_number,
    status: row.status,
    blocked_reason: row.blocked_reason,
    kyc_status: row.kyc_status,
    created_at: row.created_at.toISOString(),
  };
}
