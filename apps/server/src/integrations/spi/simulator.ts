import { createHash } from 'node:crypto';
import type { SpiReasonCode } from '@wallet/contracts';
import type { SpiAnswer, SpiGateway, SpiPayoutOrder, SpiReturnOrder } from './gateway.js';

/** Why the simulated SPI refuses a payout, as the receiving participants answer (pacs.002 reasons). */
const REJECTIONS: readonly SpiReasonCode[] = ['AC03', 'AC06', 'AM09'];

/** The same two bytes for the same id, whatever asks. */
const rollOf = (id: string) => createHash('sha256').update(id).digest();

/**
 * An SPI that answers the same way for the same payout or return, by its id's hash: about one in
 * twenty is rejected by the receiving participant, one in ten is answered late (settled when asked
 * again), one in fifty never answered (it times out), the rest settle at once.
 */
export class SimulatedSpi implements SpiGateway {
  sendPayout(order: SpiPayoutOrder): Promise<SpiAnswer> {
    return Promise.resolve(answerOf(order.endToEndId, 'at once'));
  }

  sendReturn(order: SpiReturnOrder): Promise<SpiAnswer> {
    return Promise.resolve(answerOf(order.returnId, 'at once'));
  }

  answerFor(id: string): Promise<SpiAnswer> {
    return Promise.resolve(answerOf(id, 'asked again'));
  }
}

function answerOf(id: string, when: 'at once' | 'asked again'): SpiAnswer {
  const digest = rollOf(id);
  const roll = digest[0]! % 100;
  if (roll < 2) return { outcome: 'pending' };
  if (roll < 12) return when === 'at once' ? { outcome: 'pending' } : { outcome: 'settled' };
  if (roll < 17) return { outcome: 'rejected', code: REJECTIONS[digest[1]! % REJECTIONS.length]! };
  return { outcome: 'settled' };
}
