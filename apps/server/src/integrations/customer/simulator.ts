import { after, delay, HOUR, roll } from '../dice.js';
import type { Contestation, ContestationSimulation, CustomerChannel, CustomerNotice, PaidPix } from './channel.js';

/** One settled payout in this many is contested by the customer who made it. */
const CONTESTED_ONE_IN = 25;
/** Customers contest up to this long after paying. */
const MAX_DELAY_HOURS = 36;

const STORIES: readonly Pick<Contestation, 'situation' | 'details'>[] = [
  { situation: 'SCAM', details: 'I paid a seller on a marketplace who disappeared without sending the phone.' },
  { situation: 'SCAM', details: 'Someone pretending to be my son asked for money on a messaging app.' },
  { situation: 'ACCOUNT_TAKEOVER', details: 'I did not make this payment; my phone was stolen the night before.' },
  { situation: 'FRAUDULENT_ACCESS', details: 'A payment I do not recognise, made from a device that is not mine.' },
  { situation: 'COERCION', details: 'I was forced to make this transfer during a robbery.' },
];

/** The contestation a customer files about one of their payouts, if they file one. */
function contestationOf(pix: PaidPix): Contestation | null {
  const e2e = pix.endToEndId;
  if (roll(`contest:${e2e}`, CONTESTED_ONE_IN) !== 0) return null;
  const story = STORIES[roll(`contest-story:${e2e}`, STORIES.length)]!;
  return { id: `CT-${e2e.slice(-11)}`, endToEndId: e2e, document: pix.payerDocument, ...story, at: after(pix.createdAt, delay(`contest-at:${e2e}`, 1, MAX_DELAY_HOURS)) };
}

/** Customers that contest one payout in CONTESTED_ONE_IN, deterministically; notices are kept to be read back. */
export class SimulatedCustomerChannel implements CustomerChannel {
  private readonly payouts = new Map<string, PaidPix>();
  readonly sent: CustomerNotice[] = [];
  readonly simulation: ContestationSimulation = {
    lookbackMs: MAX_DELAY_HOURS * HOUR,
    tell: (payouts) => { for (const pix of payouts) this.payouts.set(pix.endToEndId, pix); },
  };

  async contestationsSince(since: Date, now: Date): Promise<Contestation[]> {
    for (const pix of this.payouts.values()) {
      if (pix.createdAt.getTime() < now.getTime() - 2 * this.simulation.lookbackMs) this.payouts.delete(pix.endToEndId);
    }
    const filed = [...this.payouts.values()].flatMap((pix) => {
      const contestation = contestationOf(pix);
      return contestation && contestation.at > since && contestation.at <= now ? [contestation] : [];
    });
    return filed.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  async notify(notice: CustomerNotice): Promise<void> {
    this.sent.push(notice);
    if (this.sent.length > 1_000) this.sent.shift();
  }
}
