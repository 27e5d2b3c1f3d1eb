import { and, eq } from 'drizzle-orm';
import { pix } from '@wallet/contracts';
import { pixLimits, walletUsers } from '../../db/schema/index.js';
import { gate, moneyChange } from '../../http/approval-gate.js';

const { DEFAULT_LIMITS } = pix.limits;

/** Only a raise waits: a lower limit protects the customer and runs at once. */
export const limitIncreaseGate = gate({
  action: 'limit_increase',
  endpoint: pix.limits.change,
  async inspect(db, body) {
    const [owner] = await db.select().from(walletUsers).where(eq(walletUsers.id, body.owner_id));
    if (!owner) return null;
    const [row] = await db.select().from(pixLimits).where(and(
      eq(pixLimits.owner_id, owner.id), eq(pixLimits.limits_type, body.limits_type), eq(pixLimits.period_type, body.period_type),
    ));
    const current = row?.amount ?? DEFAULT_LIMITS[owner.doc_type][body.limits_type][body.period_type];
    if (body.amount <= current) return null;
    return {
      target: `pix_limit:${owner.id}:${body.limits_type}:${body.period_type}`,
      targetLabel: `${owner.name} · ${body.limits_type} ${body.period_type}`,
      amount: body.amount,
      guard: { amount: current, pending_amount: row?.pending_amount ?? null },
      changes: [moneyChange('limit', current, body.amount)],
    };
  },
});
