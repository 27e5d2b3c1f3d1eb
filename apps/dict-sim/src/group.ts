import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Message } from '@wallet/dict-api';
import type { Answer } from './answers.js';
import type { Buckets, PolicyCategory } from './buckets.js';
import type { Journal } from '@wallet/journal';

/** A request's query: a parameter given more than once (`Status=OPEN&Status=CONFIRMED`) is a list. */
export type Query = Record<string, string | string[] | undefined>;

/** What a handler of one call is given: who calls, the path's parameters, the query, the headers, the request's checked message, the time. */
interface CallInput { caller: string; params: Record<string, string>; query: Query; headers: FastifyRequest['headers']; message: Message | null; now: Date }
type Handler = (input: CallInput) => Answer;

/**
 * One call of the API bound to its handler: the caller told by its certificate, its body's signature
 * and schema checked when it has one (`requestSchema`), its policy's bucket, its answer signed.
 */
export type Call = (id: string, requestSchema: string | null, handle: Handler) => (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** An event a group keeps in the journal; each group's kinds are its own (`entry_created`, `claim_opened`). */
export interface SimulatorEvent { kind: string }

/** What every group of calls shares: the journal, the request limits, the participants' category. */
export interface Shared {
  journal: Journal<SimulatorEvent>;
  buckets: Buckets;
  category: PolicyCategory;
}

/** A group of the API's calls (entries, claims, reconciliation…): its routes under the API's base, and its state. */
export type Group<State> = (app: FastifyInstance, call: Call, shared: Shared) => State;

/**
 * `call`, with the participants the simulator plays making the moves due by the call's time first
 * (`advance`), so that what the call reads or moves is as they would have left it.
 */
export const afterPlayedMoves = (call: Call, advance: (now: Date) => void): Call => (id, requestSchema, handle) => call(id, requestSchema, (input) => {
  advance(input.now);
  return handle(input);
});
