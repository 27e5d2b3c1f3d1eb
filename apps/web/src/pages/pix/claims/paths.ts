/** The DICT claims list (route `pix-claims`). */
export const CLAIMS_PATH = '/pix/claims';

/** The page of one claim. */
export const claimPath = (id: number) => `${CLAIMS_PATH}/detail?id=${id}`;
