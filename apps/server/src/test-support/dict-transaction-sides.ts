import { randomBytes } from 'node:crypto';
import { beforeAll } from 'vitest';
import { ApiInfractionReports } from '../integrations/dict/api/infraction-reports.js';
import { ApiRefundRequests } from '../integrations/dict/api/refund-requests.js';
import type { DictTransport } from '../integrations/dict/api/transport.js';
import type { InfractionReports } from '../integrations/dict/infraction-reports.js';
import type { RefundRequests } from '../integrations/dict/refund-requests.js';
import { dictSimulatorForTests } from './dict-simulator.js';

/** One side of a Pix at the DICT, as the product sees it: its transport, its infraction reports and its refund requests. */
export interface TransactionSide { transport: DictTransport; reports: InfractionReports; refunds: RefundRequests }

/**
 * A test file of the DICT's transaction groups (infraction reports, refunds): the simulator as its
 * own process, and the two sides of its Pix, `us` and `them`, ready once it has started.
 */
export function transactionSidesForTests(ours: string, theirs: string) {
  const dict = dictSimulatorForTests(ours);
  const sideOf = (ispb: string): TransactionSide => {
    const transport = dict.transportOf(ispb);
    return { transport, reports: new ApiInfractionReports(transport, ispb), refunds: new ApiRefundRequests(transport, ispb) };
  };
  const us = {} as TransactionSide;
  const them = {} as TransactionSide;
  beforeAll(() => {
    Object.assign(us, sideOf(ours));
    Object.assign(them, sideOf(theirs));
  });
  return { dict, us, them };
}

/** A new end-to-end id of a Pix the participant `payer` debited (`E`), or of a return it sends (`D`): the letter, its ISPB, a moment, a random tail. */
export const endToEndIdFrom = (payer: string, kind = 'E') => `${kind}${payer}202612031900${randomBytes(6).toString('hex').slice(0, 11)}`;
