import { eq } from 'drizzle-orm';
import { regulatory } from '@wallet/contracts';
import { medRefundRequests } from '../../db/schema/index.js';
import { gate, moneyChange, textChange } from '../approvals/gate.js';

/** Accepting a refund request made to us sends our customer's money back to the payer's side. */
export const refundAcceptGate = gate({
  action: 'refund_accept',
  endpoint: regulatory.med.refundAccept,
  async inspect(db, body) {
    const [asked] = await db.select().from(medRefundRequests).where(eq(medRefundRequests.id, body.id));
    if (!asked || asked.role !== 'contested' || asked.status !== 'OPEN') return null;
    const amount = Math.min(body.amount ?? asked.amount, asked.amount);
    return {
      target: `med_refund_request:${asked.id}`,
      targetLabel: `MED #${asked.case_id} · ${asked.dict_id}`,
      amount,
      guard: { status: asked.status, amount: asked.amount, refunded_amount: asked.refunded_amount },
      changes: [textChange('status', asked.status, 'CLOSED'), moneyChange('refunded', asked.refunded_amount, asked.refunded_amount + amount)],
    };
  },
});
