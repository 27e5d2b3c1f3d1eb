import type { Message } from '@wallet/dict-api';

/** What the simulator answers a call: a status and a message of the API's schemas, signed when sent. */
export interface Answer { status: number; schema: string; body: Message }

/** Where the DICT names its error types (`https://dict.pi.rsfn.net.br/api/v1/error/EntryInvalid`). */
const ERROR_TYPES = 'https://dict.pi.rsfn.net.br/api/v1/error/';

/** One field a refused request got wrong, as the DICT's problems list them. */
export interface Violation { reason: string; value?: string; property: string }

/**
 * A refusal as the DICT's document writes it: an RFC 7807 problem in XML, its `type` one of the
 * document's error types ("Tratamento de erros").
 */
export function problem(status: number, type: string, title: string, detail?: string, violations: Violation[] = []): Answer {
  return {
    status,
    schema: 'Problem',
    body: { type: `${ERROR_TYPES}${type}`, title, status, ...(detail && { detail }), ...(violations.length > 0 && { violations }) },
  };
}

export const forbidden = (detail: string) => problem(403, 'Forbidden', 'Forbidden', detail);
export const notFound = (detail: string) => problem(404, 'NotFound', 'Not found', detail);
export const badRequest = (detail: string, violations: Violation[] = []) => problem(400, 'BadRequest', 'Bad Request', detail, violations);
export const rateLimited = () => problem(429, 'RateLimited', 'Rate limited');
