import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { issueCertificate, makeAuthority, type Authority, type Signer } from '@wallet/pki';
import { DictTransport } from '../integrations/dict/api/transport.js';

const simulatorMain = fileURLToPath(new URL('../../../dict-sim/dist/main.js', import.meta.url));

export interface RunningDictSimulator {
  /** The API's base: `https://127.0.0.1:PORT/api/v1`. */
  url: string;
  authority: Authority;
  /** The participant's certificate the tests call with. */
  participant: Signer;
  dataDir: string;
  child: ChildProcess;
  /** Tells the simulator what to do wrong next (its `/simulator/faults`). */
  tell(faults: Record<string, number>): Promise<void>;
  /** Kills it (SIGKILL when told) and waits for it to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the built DICT simulator (`npm run build` first) as a process of its own, with certificates made for it. */
export async function startDictSimulator({ participant, dataDir, authority = makeAuthority('DICT simulator test authority'), pace }: { participant: string; dataDir?: string; authority?: Authority; pace?: number }): Promise<RunningDictSimulator> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dict-sim-'));
  const server = issueCertificate(authority, { name: 'localhost', hosts: ['localhost', '127.0.0.1'] });
  const files = { DICT_SIM_CERT: server.certificate, DICT_SIM_KEY: server.key, DICT_SIM_CA: authority.certificate };
  const env: NodeJS.ProcessEnv = { ...process.env, DICT_SIM_PORT: '0', DICT_SIM_DATA: dataDir ?? path.join(folder, 'data'), ...(pace === undefined ? {} : { DICT_SIM_PACE: String(pace) }) };
  for (const [name, pem] of Object.entries(files)) {
    const file = path.join(folder, `${name.toLowerCase()}.pem`);
    fs.writeFileSync(file, pem, { mode: 0o600 });
    env[name] = file;
  }
  const child = spawn(process.execPath, [simulatorMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the DICT simulator did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /the DICT API at (https:\/\/\S+?)\/?$/m.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the DICT simulator exited with ${code}:\n${output}`)));
  });
  const client = issueCertificate(authority, { name: participant });
  const origin = new URL(base).origin;
  return {
    url: base, authority, participant: client, dataDir: env.DICT_SIM_DATA!, child,
    tell: (faults) => new Promise((resolve, reject) => {
      const request = https.request(`${origin}/simulator/faults`, { method: 'PUT', key: client.key, cert: client.certificate, ca: authority.certificate, headers: { 'content-type': 'application/json' } }, (response) => {
        response.resume();
        response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`faults: ${response.statusCode}`))));
      });
      request.on('error', reject);
      request.end(JSON.stringify(faults));
    }),
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
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
