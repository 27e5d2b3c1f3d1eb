import { newEndToEndId, payinFee } from '../../../apps/server/src/modules/pix-engine/index.js';
import type { SeededRandom } from '../../../apps/server/src/simulation/random.js';
import { OUTSIDE_PAYER, type Customer } from './customers.js';

/** One pay-in to post, decided before the clock starts: both sides of the comparison post the same. */
export interface PlannedPayin {
  customer: Customer;
  amount: number;
  /** What the engine charges for it (merchants pay a fee on what they receive). */
  fee: number;
  endToEndId: string;
  at: Date;
}

/** `count` pay-ins of R$ 5 to R$ 3 000 to customers picked at random, with their fees. */
export function planPayins(customers: readonly Customer[], count: number, random: SeededRandom): PlannedPayin[] {
  return Array.from({ length: count }, () => {
    const customer = random.pick(customers);
    const amount = random.int(500, 300_000);
    const at = new Date();
    return { customer, amount, fee: Math.min(payinFee(customer.kind, amount), amount), endToEndId: newEndToEndId(OUTSIDE_PAYER.ispb, at), at };
  });
}
