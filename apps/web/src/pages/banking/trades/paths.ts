/** The trade list (route `banking-transactions`). */
export const TRADE_LIST_PATH = '/banking/transactions';

/** The detail page of one trade. */
export const tradeDetailPath = (id: number) => `${TRADE_LIST_PATH}/detail?id=${id}`;
