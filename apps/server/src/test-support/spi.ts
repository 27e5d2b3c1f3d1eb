import type { SpiAnswer, SpiGateway } from '../integrations/spi/gateway.js';

/**
 * An SPI whose answer a test decides, by the id of the payout or return (its end-to-end id or
 * return id), the same when sent and when asked again.
 */
export function scriptedSpi(answerOf: (id: string) => SpiAnswer): SpiGateway {
  return {
    sendPayout: (order) => Promise.resolve(answerOf(order.endToEndId)),
    sendReturn: (order) => Promise.resolve(answerOf(order.returnId)),
    answerFor: (id) => Promise.resolve(answerOf(id)),
  };
}
