// The MED's tests drive Pix through the engine with end-to-end ids they choose, and script the
// customers' app: contestations arrive when a test files them, notices are kept to be read back.
import type { Database } from '../db/client.js';
import type { Contestation, CustomerChannel, CustomerNotice } from '../integrations/customer/channel.js';
import { requestAbout } from '../integrations/dict/refund-simulator.js';
import type { SpiGateway } from '../integrations/spi/gateway.js';
import { receivePayin, sendPayout } from '../modules/pix-engine/index.js';
import type { TestApp } from './harness.js';
import { endToEndIdOf, OUTSIDER } from './pix-traffic.js';

export const OUR_ISPB = '12345678';

/** A customers' app whose contestations the test files; `down` makes it refuse notices. */
export class ScriptedCustomers implements CustomerChannel {
  readonly filed: Contestation[] = [];
  readonly sent: CustomerNotice[] = [];
  down = false;
  async contestationsSince(since: Date, now: Date) {
    return this.filed.filter((c) => c.at > since && c.at <= now);
  }
  async notify(notice: CustomerNotice) {
    if (this.down) throw new Error('the customers\' app is down');
    this.sent.push(notice);
  }
}

type Account = { id: number; ispb: string; branch: string; account_number: string };

/** Pix in and out of one of our accounts, through the engine, at the test clock's time. */
export function pixOf(t: TestApp, spi: SpiGateway) {
  let sequence = 0;
  const inTransaction = <T>(work: (db: Database) => Promise<T>) => t.db.transaction((tx) => work(tx as unknown as Database));
  /** An end-to-end id of a pay-in the simulated payer's institution never asks back, so that only the Pix a test chooses are. */
  const quietEndToEndId = (amount: number, at: Date) => {
    for (;;) {
      const endToEndId = endToEndIdOf(OUTSIDER.ispb, at, `med${process.pid}x${sequence++}`);
      if (!requestAbout({ endToEndId, amount, payerIspb: OUTSIDER.ispb, createdAt: at }, OUR_ISPB)) return endToEndId;
    }
  };
  const payin = async (to: Account, amount: number, options: { endToEndId?: string; at?: Date } = {}) => {
    const at = options.at ?? t.clock.now();
    const outcome = await inTransaction((db) => receivePayin(db, {
      endToEndId: options.endToEndId ?? quietEndToEndId(amount, at), amount, payer: OUTSIDER,
      payee: { ispb: to.ispb, branch: to.branch, account: to.account_number }, at,
    }));
    return outcome.trade!;
  };
  const payout = (from: Account, amount: number) =>
    inTransaction((db) => sendPayout(db, spi, { accountId: from.id, amount, payee: OUTSIDER, description: 'Online shop', ourIspb: OUR_ISPB, now: t.clock.now() }));
  /** An end-to-end id of a pay-in the simulated payer's institution will ask back (1 in 50 are). */
  const askedBackEndToEndId = (amount: number, at = t.clock.now()) => {
    for (;;) {
      const endToEndId = endToEndIdOf(OUTSIDER.ispb, at, `ask${process.pid}x${sequence++}`);
      if (requestAbout({ endToEndId, amount, payerIspb: OUTSIDER.ispb, createdAt: at }, OUR_ISPB)) return endToEndId;
    }
  };
  return { payin, payout, askedBackEndToEndId };
}
