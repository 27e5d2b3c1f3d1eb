import { createHash } from 'node:crypto';
import type { SpiAnswer, SpiGateway, SpiPayoutOrder } from './gateway.js';

/** Why the simulated SPI refuses a payout, as the receiving participants answer (pacs.002 reasons). */
const REJECTIONS = ['AC03: the payee account does not exist', 'AC06: the payee account is blocked', 'AM09: the payee institution refused the amount'];

/**
 * An SPI that answers the same way for the same payout: about one in twenty (by the end-to-end
 * id's hash) is rejected by the receiving participant, the rest settle.
 */
export class SimulatedSpi implements SpiGateway {
  sendPayout(order: SpiPayoutOrder): Promise<SpiAnswer> {
    const digest = createHash('sha256').update(order.endToEndId).digest();
    if (digest[0]! % 20 !== 0) return Promise.resolve({ outcome: 'settled' });
    return Promise.resolve({ outcome: 'rejected', reason: REJECTIONS[digest[1]! % REJECTIONS.length]! });
  }
}
