/** The fraud marker list (route `pix-fraud-markers`). */
export const FRAUD_MARKERS_PATH = '/pix/fraud-markers';

/** The list narrowed to the markers one MED case set. */
export const markersOfCasePath = (caseId: number) => `${FRAUD_MARKERS_PATH}?case_id=${caseId}`;

/** The list narrowed to the markers naming one customer. */
export const markersOfCustomerPath = (customerId: number) => `${FRAUD_MARKERS_PATH}?customer_id=${customerId}`;
