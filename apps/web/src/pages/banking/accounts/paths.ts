/** The bank account list. */
export const ACCOUNT_LIST_PATH = '/banking/accounts';

/** The detail page of one bank account. */
export const accountDetailPath = (id: number) => `${ACCOUNT_LIST_PATH}/detail?id=${id}`;
