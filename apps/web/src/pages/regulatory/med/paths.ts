/** The MED inbox (route `regulatory-med`). */
export const MED_INBOX_PATH = '/regulatory/med';

/** The page of one MED case. */
export const medCasePath = (id: number) => `${MED_INBOX_PATH}/detail?id=${id}`;
