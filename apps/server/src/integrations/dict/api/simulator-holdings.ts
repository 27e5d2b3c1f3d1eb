import { Agent, request } from 'undici';
import type { Message } from '@wallet/dict-api';
import type { DictEndpoint } from './transport.js';

/** What a DICT simulator is told it holds of ours already: entries (`ExtendedEntry`) and claims (`ExtendedClaim`). */
export interface DictHoldings {
  entries: Message[];
  claims: Message[];
}

/**
 * Tells the DICT simulator at `endpoint` what it holds of ours already (its `/simulator/holdings`,
 * not a call of the DICT's API: a real DICT has no such door, and refuses). Answers how many
 * entries and claims it took that it did not have.
 */
export async function tellDictSimulator(endpoint: DictEndpoint, holdings: DictHoldings): Promise<{ entries: number; claims: number }> {
  const dispatcher = new Agent({ connect: { cert: endpoint.client.certificate, key: endpoint.client.key, ca: [...endpoint.authorities] } });
  try {
    const answer = await request(new URL('/simulator/holdings', endpoint.url), {
      method: 'PUT', dispatcher, headers: { 'content-type': 'application/json' }, body: JSON.stringify(holdings),
    });
    const text = await answer.body.text();
    if (answer.statusCode !== 200) throw new Error(`The DICT at ${endpoint.url} took no holdings (${answer.statusCode}: ${text.slice(0, 300)}): the demo's history needs the DICT simulator (npm run sim:dict), or SEED_DEMO=false`);
    return JSON.parse(text) as { entries: number; claims: number };
  } finally {
    await dispatcher.close();
  }
}
