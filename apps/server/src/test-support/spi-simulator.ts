import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { issueCertificate, makeAuthority } from '@wallet/pki';
import type { SpiEndpoint } from '../integrations/spi/icom/client.js';
import { callDoor, startSimulatorProcess, type RunningSimulator } from './simulator-process.js';

const simulatorMain = fileURLToPath(new URL('../../../spi-sim/dist/main.js', import.meta.url));

export interface RunningSpiSimulator extends RunningSimulator {
  /** Our endpoint, as the product's settings would make it. */
  endpoint: SpiEndpoint;
  /** A Pix from a participant the simulator plays to one of our accounts (its `/simulator/pix`); answers its end-to-end id. */
  payIn(body: Record<string, unknown>): Promise<string>;
  /** A return, by the played bank our payout `originalEndToEndId` paid, of `amount` of it (its `/simulator/return`); answers the return's id. */
  returnBack(body: { originalEndToEndId: string; amount: number; reason?: string }): Promise<string>;
  /** Tells the simulator what to do wrong from now on (its `/simulator/faults`). */
  tell(faults: Record<string, unknown>): Promise<void>;
}

/** Starts the built SPI simulator (`npm run build` first) as a process of its own, with certificates made for it, `participant` connecting. */
export async function startSpiSimulator({ participant, dataDir, answerMs = 3_000 }: { participant: string; dataDir?: string; answerMs?: number }): Promise<RunningSpiSimulator> {
  const authority = makeAuthority('SPI simulator test authority');
  const dataFolder = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'spi-sim-'));
  const { url, child, stop } = await startSimulatorProcess({
    main: simulatorMain, name: 'SPI simulator', authority,
    files: { certificate: 'SPI_SIM_CERT', key: 'SPI_SIM_KEY', authority: 'SPI_SIM_CA' },
    env: { SPI_SIM_PORT: '0', SPI_SIM_DATA: dataFolder, SPI_SIM_PARTICIPANTS: participant, SPI_SIM_ANSWER_MS: String(answerMs), SPI_SIM_POLL_MS: '100', SPI_SIM_STREAM_IDLE_MS: '1000' },
    ready: /the ICOM at (https:\/\/\S+?)\/?$/m,
  });
  const client = issueCertificate(authority, { name: participant });
  return {
    url, authority, participant: client, dataDir: dataFolder, child, stop,
    endpoint: { url, ispb: participant, client, authorities: [authority.certificate], timeoutMs: 10_000 },
    payIn: async (body) => (JSON.parse(await callDoor(url, client, authority, 'POST', 'pix', body, 201)) as { endToEndId: string }).endToEndId,
    returnBack: async (body) => (JSON.parse(await callDoor(url, client, authority, 'POST', 'return', body, 201)) as { returnId: string }).returnId,
    tell: async (faults) => { await callDoor(url, client, authority, 'PUT', 'faults', faults, 200); },
  };
}
