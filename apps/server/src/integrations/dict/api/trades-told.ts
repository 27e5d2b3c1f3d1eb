import type { DictSimulation, SettledTrade } from '../infraction-reports.js';
import { MAX_ARRIVAL_DELAY_MS } from '../infraction-schedule.js';
import { tellDictSimulatorTrades, type ToldTrade } from './simulator-doors.js';
import type { DictEndpoint } from './transport.js';

/** The most trades one telling carries (the simulator takes up to 20 000 a body). */
const BATCH = 5_000;

/** A trade as the simulator's door takes it, or null for one the SPI could not have settled so (its end-to-end id names another payer's participant). */
function toldOf(trade: SettledTrade, ourIspb: string): ToldTrade | null {
  const [debited, credited] = trade.paidToUs ? [trade.counterpartyIspb, ourIspb] : [ourIspb, trade.counterpartyIspb];
  if (trade.endToEndId.slice(1, 9) !== debited) return null;
  return { TransactionId: trade.endToEndId, DebitedParticipant: debited, CreditedParticipant: credited, Amount: trade.amount / 100, SettlementTime: trade.createdAt.toISOString() };
}

/**
 * The DICT simulator, told our settled trades as the real DICT would hear of them from the SPI
 * (`DICT_SIMULATOR=true`: its door `/simulator/trades`), so that the participants it plays can
 * report them. Each trade is told once by this process (the simulator keeps what it is told, and
 * takes a trade told again as nothing new); reports need no telling, the simulator holds every one.
 */
export class TradesToldToDictSimulator implements DictSimulation {
  readonly tradeLookbackMs = MAX_ARRIVAL_DELAY_MS;
  /** The trades told, by end-to-end id, with when they settled: forgotten once older than twice the look-back. */
  private readonly told = new Map<string, number>();

  constructor(private readonly endpoint: DictEndpoint, private readonly ourIspb: string) {}

  async tell({ trades = [] }: { trades?: readonly SettledTrade[] }): Promise<void> {
    const oldest = Date.now() - 2 * this.tradeLookbackMs;
    for (const [id, at] of this.told) if (at < oldest) this.told.delete(id);
    const fresh = trades.filter((trade) => !this.told.has(trade.endToEndId)).flatMap((trade) => toldOf(trade, this.ourIspb) ?? []);
    for (let start = 0; start < fresh.length; start += BATCH) {
      const batch = fresh.slice(start, start + BATCH);
      await tellDictSimulatorTrades(this.endpoint, batch);
      for (const trade of batch) this.told.set(trade.TransactionId, Date.parse(trade.SettlementTime));
    }
  }
}
