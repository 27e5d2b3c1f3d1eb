import type { users } from '@wallet/contracts';
import type { z } from 'zod';
import type { walletUsers } from '../../db/schema/index.js';

/** A table row as the API shows it: no password material, times in ISO-8601 UTC. */
export function toWalletUser(row: typeof walletUsers.$inferSelect): z.infer<typeof users.WalletUser> {
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
