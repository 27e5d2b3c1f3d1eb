// What the API's document says of who may do what to a claim, and when: the key types each claim
// type takes ("Criar Reivindicação"), who confirms and who cancels for which reason (the tables of
// "Confirmar Reivindicação" and "Cancelar Reivindicação"), and the claim's periods.

export type ClaimType = 'OWNERSHIP' | 'PORTABILITY';
export type Side = 'DONOR' | 'CLAIMER';

/** The key types each claim type is for: a CPF or CNPJ key is its owner's, so it is only ported; an EVP is neither. */
export const KEY_TYPES_OF: Record<ClaimType, readonly string[]> = {
  OWNERSHIP: ['PHONE', 'EMAIL'],
  PORTABILITY: ['CPF', 'CNPJ', 'PHONE', 'EMAIL'],
};

/** Who confirms, for which reason: only the donor, and for a portability never by default (its user must agree). */
export const CONFIRM_REASONS: Record<ClaimType, readonly string[]> = {
  OWNERSHIP: ['USER_REQUESTED', 'DEFAULT_OPERATION'],
  PORTABILITY: ['USER_REQUESTED', 'ACCOUNT_CLOSURE'],
};

/** Who cancels, for which reason, by claim type and side. */
export const CANCEL_REASONS: Record<ClaimType, Record<Side, readonly string[]>> = {
  OWNERSHIP: {
    DONOR: ['FRAUD'],
    CLAIMER: ['USER_REQUESTED', 'ACCOUNT_CLOSURE', 'FRAUD', 'DEFAULT_OPERATION'],
  },
  PORTABILITY: {
    DONOR: ['USER_REQUESTED', 'FRAUD', 'DEFAULT_OPERATION'],
    CLAIMER: ['USER_REQUESTED', 'ACCOUNT_CLOSURE', 'FRAUD', 'RECONCILIATION'],
  },
};

const DAY_MS = 86_400_000;

/**
 * The resolution period: 7 days from the claim's opening, the DICT manual's and the document's
 * example's (opened 2020-01-10T10:00, `ResolutionPeriodEnd` 2020-01-17T10:00). The document's
 * example of an ownership claim ends its completion period with it; a donor's confirmation at its
 * user's request brings it forward to allow the claimer to complete at once.
 */
export const RESOLUTION_PERIOD_MS = 7 * DAY_MS;

/**
 * How long the claimer of an ownership claim has to check its user holds the key before it may
 * cancel by default. The document names this period without its length; the simulator takes the
 * DICT manual's 30 days, counted from the claim's opening.
 */
export const POSSESSION_VALIDATION_MS = 30 * DAY_MS;
