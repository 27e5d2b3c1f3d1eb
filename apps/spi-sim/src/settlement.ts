import type { Journal } from '@wallet/journal';
import type { Balance, Movement, Totals } from '@wallet/spi-messages';
import type { Settled, SpiEvent } from './events.js';

/**
 * The participants' settlement accounts at the SPI ("contas PI"): each opens with a balance, and
 * moves only by the Pix and returns the SPI settles, debited from one and credited to the other
 * at once. A participant that connects (one of `connected`) opens with `opening` centavos and
 * cannot go below zero (AM04); one the simulator plays has money enough for anything.
 */
export class SettlementBook {
  private readonly settled: Settled[] = [];
  private readonly byId = new Map<string, Settled>();
  /** What was returned of each Pix so far, by its end-to-end id, in centavos. */
  private readonly returned = new Map<string, number>();

  constructor(private readonly journal: Journal<SpiEvent>, private readonly connected: ReadonlySet<string>, private readonly opening: number) {
    journal.observe((event) => { if (event.type === 'settled') this.take(event); });
  }

  private take(event: Settled): void {
    this.settled.push(event);
    this.byId.set(event.id, event);
    if (event.message === 'pacs.004') this.returned.set(event.endToEndId, (this.returned.get(event.endToEndId) ?? 0) + event.amount);
  }

  /** A participant's balance after everything settled until `until` (now unless told), in centavos. */
  balanceOf(ispb: string, until?: Date): number {
    let balance = this.opening;
    for (const moved of this.settled) {
      if (until && Date.parse(moved.at) > until.getTime()) break;
      if (moved.payer === ispb) balance -= moved.amount;
      if (moved.payee === ispb) balance += moved.amount;
    }
    return balance;
  }

  /** Whether `payer` can pay `amount` now. */
  covers(payer: string, amount: number): boolean {
    return !this.connected.has(payer) || this.balanceOf(payer) >= amount;
  }

  /** The Pix or return settled under this id, if one was. */
  get(id: string): Settled | undefined {
    return this.byId.get(id);
  }

  /** What is left to return of a settled Pix, in centavos. */
  returnable(endToEndId: string): number {
    const pix = this.byId.get(endToEndId);
    return pix ? pix.amount - (this.returned.get(endToEndId) ?? 0) : 0;
  }

  /** Settles a Pix or a return: the money moves, journaled before anyone is told. */
  settle(movement: Omit<Settled, 'type'>): Settled {
    const event: Settled = { type: 'settled', ...movement };
    this.journal.append(event);
    return event;
  }

  /** What moved through `ispb`'s account between `from` and `to`, as a report's movements. */
  movements(ispb: string, from: Date, to: Date): Movement[] {
    return this.settled
      .filter((moved) => (moved.payer === ispb || moved.payee === ispb) && Date.parse(moved.at) >= from.getTime() && Date.parse(moved.at) <= to.getTime())
      .map((moved, index) => ({
        reference: String(index + 1),
        amount: moved.amount,
        direction: moved.payee === ispb ? 'CRDT' : 'DBIT',
        bookedAt: new Date(moved.at),
        message: moved.message,
        endToEndId: moved.endToEndId,
        ...(moved.message === 'pacs.004' ? { returnId: moved.id } : {}),
        payerIspb: moved.payer,
        payeeIspb: moved.payee,
      }));
  }

  /** The account's balances and totals between `from` and `to`: opening, and closing (or the latest, for a period still open). */
  figures(ispb: string, from: Date, to: Date, now: Date): { balances: Balance[]; totals: Totals; movements: Movement[] } {
    const movements = this.movements(ispb, from, to);
    const sum = (direction: 'CRDT' | 'DBIT') => {
      const chosen = movements.filter((moved) => moved.direction === direction);
      return { count: chosen.length, sum: chosen.reduce((total, moved) => total + moved.amount, 0) };
    };
    const closed = to.getTime() < now.getTime();
    return {
      balances: [
        { type: 'OPBD', amount: this.balanceOf(ispb, new Date(from.getTime() - 1)), at: from },
        { type: closed ? 'CLBD' : 'ITBD', amount: this.balanceOf(ispb, closed ? to : now), at: closed ? to : now },
      ],
      totals: { credits: sum('CRDT'), debits: sum('DBIT') },
      movements,
    };
  }
}
