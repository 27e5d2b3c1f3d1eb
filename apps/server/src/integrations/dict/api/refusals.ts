import type { Message } from '@wallet/dict-api';
import { DictRefusal } from '../refusal.js';
import { DictProblem, type DictTransport } from './transport.js';

/** Whether the DICT refused the request itself (a 4xx but 429), not an empty bucket nor a DICT out of service. */
export const isRefusal = (error: unknown): error is DictProblem => error instanceof DictProblem && error.status < 500 && error.status !== 429;

/** A call to the DICT whose refusal becomes one the operator can read (askDict words it); anything else is thrown as it came. */
export async function askDictApi(dict: DictTransport, operationId: string, input: Parameters<DictTransport['call']>[1]): Promise<Message> {
  try {
    return await dict.call(operationId, input);
  } catch (error) {
    if (isRefusal(error)) throw new DictRefusal(error.message);
    throw error;
  }
}
