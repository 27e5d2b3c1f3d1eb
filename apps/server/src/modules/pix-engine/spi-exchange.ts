import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { ReceivingDesk, SpiGateway } from '../../integrations/spi/gateway.js';
import { resolveInFlight } from './in-flight.js';
import { payinRefusal, receivePayin } from './payin.js';
import { incomingReturnRefusal, receiveReturn } from './returns.js';

/** The engine's desk for what the SPI brings us over the ICOM: a pay-in's or a return's checks, and its credit. */
export const receivingDesk: ReceivingDesk = {
  payinRefusal: (db, payin) => payinRefusal(db, payin.payee),
  creditPayin: async (db, payin) => { await receivePayin(db, payin); },
  returnRefusal: incomingReturnRefusal,
  creditReturn: async (db, incoming) => { await receiveReturn(db, incoming); },
};

/** How often the SPI's messages are exchanged: well inside the SPI's 40 s for our answers. */
const EVERY_MS = 1_000;

/**
 * Exchanges the SPI's messages over its ICOM every second, one round at a time (a gateway that
 * has none, the simulator in the process, runs nothing): what waits is posted, our streams are
 * read (each pay-in answered, each status kept), and what the statuses answered is ended at once.
 * Answers the function that stops it.
 */
export function startSpiExchange(db: Database, spi: SpiGateway, clock: Clock, log: FastifyBaseLogger): () => void {
  if (!spi.exchange) return () => undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      const exchanged = await spi.exchange!(db, clock.now(), receivingDesk);
      if (exchanged.read > 0) await resolveInFlight({ db, spi, now: clock.now() });
    } catch (error) {
      log.error({ err: error }, 'the SPI\'s messages could not be exchanged');
    }
    if (!stopped) timer = setTimeout(() => void round(), EVERY_MS);
  };
  void round();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
