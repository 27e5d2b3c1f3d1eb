import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDictSimulator, type RunningDictSimulator } from './dict-simulator.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * The product pointed at a DICT by its settings alone (DICT_URL and the three files), the DICT
 * simulator run as its own process standing in for the central bank's.
 */
export async function productOnDictSimulator(): Promise<{ simulator: RunningDictSimulator; t: TestApp; stop: () => Promise<void> }> {
  const simulator = await startDictSimulator({ participant: '12345678' });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dict-client-'));
  const file = (name: string, pem: string) => {
    fs.writeFileSync(path.join(folder, name), pem, { mode: 0o600 });
    return path.join(folder, name);
  };
  const t = await createTestApp({
    env: {
      DICT_URL: simulator.url, DICT_CLIENT_CERT: file('client.pem', simulator.participant.certificate),
      DICT_CLIENT_KEY: file('client-key.pem', simulator.participant.key), DICT_CA: file('ca.pem', simulator.authority.certificate),
    },
  });
  return {
    simulator, t,
    stop: async () => {
      await t.close();
      await simulator.stop();
    },
  };
}
