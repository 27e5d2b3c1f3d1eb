import { Agent, request } from 'undici';
import type { Message } from '@wallet/dict-api';
import type { DictEndpoint } from './transport.js';

// The DICT simulator's own doors (`/simulator/…`), not calls of the DICT's API: a real DICT has
// none, and refuses. The simulator is told there what the real DICT would know from elsewhere.

/** What a DICT simulator is told it holds of ours already: entries (`ExtendedEntry`), claims (`ExtendedClaim`) and infraction reports (`ExtendedInfractionReport`). */
export interface DictHoldings {
  entries: Message[];
  claims: Message[];
  infractionReports: Message[];
}

/** One of our settled Pix, as the SPI would tell the DICT of it: amount in reais. */
export interface ToldTrade {
  TransactionId: string;
  DebitedParticipant: string;
  CreditedParticipant: string;
  Amount: number;
  SettlementTime: string;
}

/** Puts `body` through the simulator's door, over the same mutual TLS as the API; the answer's JSON, or an error naming the door. */
async function throughDoor<Answer>(endpoint: DictEndpoint, door: 'holdings' | 'trades', body: unknown, hint: string): Promise<Answer> {
  const dispatcher = new Agent({ connect: { cert: endpoint.client.certificate, key: endpoint.client.key, ca: [...endpoint.authorities] } });
  try {
    const answer = await request(new URL(`/simulator/${door}`, endpoint.url), {
      method: 'PUT', dispatcher, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const text = await answer.body.text();
    if (answer.statusCode !== 200) throw new Error(`The DICT at ${endpoint.url} took no ${door} (${answer.statusCode}: ${text.slice(0, 300)}): ${hint}`);
    return JSON.parse(text) as Answer;
  } finally {
    await dispatcher.close();
  }
}

/** Tells the DICT simulator what it holds of ours already; answers how many of each it took that it did not have. */
export const tellDictSimulator = (endpoint: DictEndpoint, holdings: DictHoldings) =>
  throughDoor<{ entries: number; claims: number; infractionReports: number }>(endpoint, 'holdings', holdings, 'the demo\'s history needs the DICT simulator (npm run sim:dict), or SEED_DEMO=false');

/** Tells the DICT simulator our settled trades; answers how many it did not know. */
export const tellDictSimulatorTrades = (endpoint: DictEndpoint, trades: readonly ToldTrade[]) =>
  throughDoor<{ trades: number }>(endpoint, 'trades', { trades }, 'DICT_SIMULATOR=true says the DICT at DICT_URL is the DICT simulator (npm run sim:dict)');
