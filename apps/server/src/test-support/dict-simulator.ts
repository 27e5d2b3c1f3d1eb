import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { issueCertificate, makeAuthority, type Authority } from '@wallet/pki';
import { DictTransport } from '../integrations/dict/api/transport.js';
import { callDoor, startSimulatorProcess, type RunningSimulator } from './simulator-process.js';

const simulatorMain = fileURLToPath(new URL('../../../dict-sim/dist/main.js', import.meta.url));

export interface RunningDictSimulator extends RunningSimulator {
  /** Tells the simulator what to do wrong next (its `/simulator/faults`). */
  tell(faults: Record<string, number>): Promise<void>;
}

/** Starts the built DICT simulator (`npm run build` first) as a process of its own, with certificates made for it. */
export async function startDictSimulator({ participant, dataDir, authority = makeAuthority('DICT simulator test authority'), pace }: { participant: string; dataDir?: string; authority?: Authority; pace?: number }): Promise<RunningDictSimulator> {
  const dataFolder = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dict-sim-'));
  const { url: base, child, stop } = await startSimulatorProcess({
    main: simulatorMain, name: 'DICT simulator', authority,
    files: { certificate: 'DICT_SIM_CERT', key: 'DICT_SIM_KEY', authority: 'DICT_SIM_CA' },
    env: { DICT_SIM_PORT: '0', DICT_SIM_DATA: dataFolder, ...(pace === undefined ? {} : { DICT_SIM_PACE: String(pace) }) },
    ready: /the DICT API at (https:\/\/\S+?)\/?$/m,
  });
  const client = issueCertificate(authority, { name: participant });
  return {
    url: base, authority, participant: client, dataDir: dataFolder, child, stop,
    tell: async (faults) => { await callDoor(base, client, authority, 'PUT', 'faults', faults, 200); },
  };
}

/**
 * The DICT simulator of a test file, started before its tests and stopped after them, and a
 * transport as each participant a test calls as: ours with the simulator's participant
 * certificate, any other with a certificate of its own from the simulator's authority (as a
 * donor or the other side of a report is).
 */
export function dictSimulatorForTests(ours: string) {
  let running: RunningDictSimulator | undefined;
  const transports: DictTransport[] = [];
  beforeAll(async () => {
    running = await startDictSimulator({ participant: ours });
  });
  afterAll(async () => {
    await Promise.all(transports.map((transport) => transport.close()));
    await running?.stop();
  });
  const simulator = () => {
    if (!running) throw new Error('the DICT simulator starts before the tests');
    return running;
  };
  return {
    simulator,
    transportOf(ispb: string): DictTransport {
      const client = ispb === ours ? simulator().participant : issueCertificate(simulator().authority, { name: ispb });
      const transport = new DictTransport({ url: simulator().url, client, authorities: [simulator().authority.certificate], timeoutMs: 2_000 });
      transports.push(transport);
      return transport;
    },
  };
}
