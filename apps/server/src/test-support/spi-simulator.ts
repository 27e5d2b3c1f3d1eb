import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { issueCertificate, makeAuthority } from '@wallet/pki';
import type { SpiEndpoint } from '../integrations/spi/icom/client.js';
import { startSimulatorProcess, type RunningSimulator } from './simulator-process.js';

const simulatorMain = fileURLToPath(new URL('../../../spi-sim/dist/main.js', import.meta.url));

export interface RunningSpiSimulator extends RunningSimulator {
  /** Our endpoint, as the product's settings would make it. */
  endpoint: SpiEndpoint;
  /** A Pix from a participant the simulator plays to one of our accounts (its `/simulator/pix`); answers its end-to-end id. */
  payIn(body: Record<string, unknown>): Promise<string>;
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
  const origin = new URL(url).origin;
  return {
    url, authority, participant: client, dataDir: dataFolder, child, stop,
    endpoint: { url, ispb: participant, client, authorities: [authority.certificate], timeoutMs: 10_000 },
    payIn: (body) => new Promise((resolve, reject) => {
      const request = https.request(`${origin}/simulator/pix`, { method: 'POST', key: client.key, cert: client.certificate, ca: authority.certificate, headers: { 'content-type': 'application/json' } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => { text += chunk.toString(); });
        response.on('end', () => (response.statusCode === 201 ? resolve((JSON.parse(text) as { endToEndId: string }).endToEndId) : reject(new Error(`pix: ${response.statusCode} ${text}`))));
      });
      request.on('error', reject);
      request.end(JSON.stringify(body));
    }),
  };
}
