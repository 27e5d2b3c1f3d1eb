import type { Words } from './messages.js';

/** Codes carried in the body of every answer; the HTTP status is 200 for all of them. */
export const ResponseCode = {
  ok: 200,
  /**
   * The action waits for a second person: an approval request was stored (its id and status in
   * `data.approval`) and nothing moved yet.
   */
  askedForApproval: 202,
  invalidInput: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  sessionExpired: 410,
  tooManyAttempts: 429,
  unexpected: 500,
  /** An outside system (the DICT) did not answer: nothing was changed here; try again. */
  outsideUnanswered: 502,
  /** The database is away (restarting, out of reach): nothing was done; try again. */
  unavailable: 503,
} as const;

export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

export interface Envelope<Data = unknown> {
  code: ResponseCode;
  /** Plain English, for API users. */
  msg: string;
  data: Data | null;
  /** `msg` as a key of the message catalogue and its parameters, for clients that word it in their own language. */
  words?: Words;
}

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
