// The public face of pix-engine: the rest of the server imports these, and nothing else of it.
export { SPI_ANSWER_TIMEOUT_MS, resolveInFlight } from './in-flight.js';
export { limitPeriodAt, pixRoomLeft } from './limit-period.js';
export { receivePayin } from './payin.js';
export { reviewPayout } from './payout-review.js';
export { sendPayout } from './payout.js';
export { receiveReturn, sendReturn, withinReturnWindow } from './returns.js';
export { insertTrade, newEndToEndId, payinFee } from './trade-rows.js';
export type { TradeRecord } from './trade-rows.js';
export { describeTraffic, runTraffic, simulatePix } from './traffic.js';
export type { SimulatedPix } from './traffic.js';
export { receivingDesk, startSpiExchange } from './spi-exchange.js';
