import { createHash } from 'node:crypto';
import { dice } from './played-donors.js';

// What a participant the simulator plays does with a refund in which it is the contested side,
// decided by the refund's id, so that the same refund always goes the same way. Its close goes
// through the book's own rules, as a real participant's request would.

const HOUR_MS = 3_600_000;

/** A contested side's analysis, as `closeRefund` takes it. */
export interface RefundAnalysis {
  RefundAnalysisResult: 'TOTALLY_ACCEPTED' | 'PARTIALLY_ACCEPTED' | 'REJECTED';
  RefundAnalysisDetails?: string;
  RefundRejectionReason?: 'NO_BALANCE' | 'ACCOUNT_CLOSURE' | 'CANNOT_REFUND' | 'OTHER';
  RefundTransactionId?: string;
}

/**
 * The end-to-end id of a payment the simulator plays: its letter (`E` a payment, `D` a refund's),
 * the paying participant's ISPB, the moment (yyyyMMddHHmm, UTC), 11 characters of a digest of `seed`.
 */
export const paymentId = (letter: 'E' | 'D', payer: string, at: Date, seed: string) => {
  const moment = at.toISOString().replace(/[^0-9]/g, '').slice(0, 12);
  return `${letter}${payer}${moment}${createHash('sha256').update(seed).digest('hex').slice(0, 11)}`;
};
/** The end-to-end id of the refund's own payment, by the contested side, 11 characters of the refund's id. */
const refundTransactionId = (refund: { Id: string; ContestedParticipant: string }, at: Date) => paymentId('D', refund.ContestedParticipant, at, refund.Id);
const amountText = (amount: number) => amount.toFixed(2);

/**
 * The contested side's close, as the document asks of it (its analysis, then the money sent back):
 * within 1 to 6 hours, the whole amount sent back about half the time, half of it one time in five,
 * and otherwise a rejection, for want of balance three times in four. The document leaves the times
 * to the "Manual de Tempos do Pix"; these are the simulator's.
 */
export function contestedMove(refund: { Id: string; ContestedParticipant: string; CreationTime: string; RefundAmount: number }): { at: Date; analysis: RefundAnalysis } {
  const at = new Date(Date.parse(refund.CreationTime) + dice(`close-at:${refund.Id}`, 1, 6) * HOUR_MS);
  const outcome = dice(`outcome:${refund.Id}`, 0, 9);
  if (outcome < 5) {
    return { at, analysis: { RefundAnalysisResult: 'TOTALLY_ACCEPTED', RefundAnalysisDetails: `Devolvido o valor de ${amountText(refund.RefundAmount)}`, RefundTransactionId: refundTransactionId(refund, at) } };
  }
  if (outcome < 7) {
    const half = Math.floor(Math.round(refund.RefundAmount * 100) / 2) / 100;
    return { at, analysis: { RefundAnalysisResult: 'PARTIALLY_ACCEPTED', RefundAnalysisDetails: `Devolvidos ${amountText(half)} de ${amountText(refund.RefundAmount)}`, RefundTransactionId: refundTransactionId(refund, at) } };
  }
  const noBalance = dice(`reason:${refund.Id}`, 0, 3) > 0;
  return { at, analysis: { RefundAnalysisResult: 'REJECTED', RefundAnalysisDetails: 'Devolução não realizada', RefundRejectionReason: noBalance ? 'NO_BALANCE' : 'ACCOUNT_CLOSURE' } };
}
