import { and, eq, or } from 'drizzle-orm';
import { users } from '@wallet/contracts';
import { fraudMarkers, walletUsers } from '../../db/schema/index.js';
import { gate, textChange } from '../../http/approval-gate.js';

/** Unblocking a customer our fraud markers name waits; any other unblock runs at once. */
export const markedUnblockGate = gate({
  action: 'marked_unblock',
  endpoint: users.unblock,
  async inspect(db, body) {
    const [customer] = await db.select().from(walletUsers).where(eq(walletUsers.id, body.id));
    if (!customer || customer.status !== 'blocked') return null;
    const markers = await db.select({ id: fraudMarkers.id }).from(fraudMarkers).where(and(
      eq(fraudMarkers.status, 'active'),
      or(eq(fraudMarkers.customer_id, customer.id), eq(fraudMarkers.document, customer.doc_number)),
    ));
    if (markers.length === 0) return null;
    return {
      target: `user:${customer.id}`,
      targetLabel: customer.name,
      amount: null,
      guard: { status: customer.status, markers: markers.map((m) => m.id).sort((a, b) => a - b) },
      changes: [textChange('status', customer.status, 'active')],
    };
  },
});
