import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { banking } from '@wallet/contracts';
import { DictTransport } from '../integrations/dict/api/transport.js';
import { openAccount } from './banking.js';
import { startDictSimulator, type RunningDictSimulator } from './dict-simulator.js';
import { createTestApp, type TestApp } from './harness.js';

export interface ProductOnDict {
  simulator: RunningDictSimulator;
  t: TestApp;
  /** An Operations member's session. */
  ops: string;
  /** An account of a customer named as asked (a name the DICT takes: letters, spaces, apostrophes and hyphens). */
  person: banking.BankAccount;
  /** Our own transport to the simulator, to see (or change) what the DICT holds behind the product's back. */
  dict: DictTransport;
  stop: () => Promise<void>;
}

/** The settings that point the product at a running DICT simulator: DICT_URL and the three files (written to a folder of their own). */
export function dictSettingsOf(simulator: RunningDictSimulator): Record<string, string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dict-client-'));
  const file = (name: string, pem: string) => {
    fs.writeFileSync(path.join(folder, name), pem, { mode: 0o600 });
    return path.join(folder, name);
  };
  return {
    DICT_URL: simulator.url, DICT_CLIENT_CERT: file('client.pem', simulator.participant.certificate),
    DICT_CLIENT_KEY: file('client-key.pem', simulator.participant.key), DICT_CA: file('ca.pem', simulator.authority.certificate),
  };
}

/**
 * The product pointed at a DICT by its settings alone (DICT_URL and the three files), the DICT
 * simulator run as its own process standing in for the central bank's; an Operations member and a
 * customer's account to work with.
 */
export async function productOnDictSimulator(customerName: string): Promise<ProductOnDict> {
  const simulator = await startDictSimulator({ participant: '12345678' });
  const t = await createTestApp({ env: dictSettingsOf(simulator) });
  await t.addStaff('ops', 'Operations');
  const ops = await t.signIn('ops');
  const person = await openAccount(t, ops, { name: customerName });
  const dict = new DictTransport({ url: simulator.url, client: simulator.participant, authorities: [simulator.authority.certificate] });
  return {
    simulator, t, ops, person, dict,
    stop: async () => {
      await dict.close();
      await t.close();
      await simulator.stop();
    },
  };
}
