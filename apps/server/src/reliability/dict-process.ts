// The DICT simulator as a process that can be killed and started again where it was: the same
// port (the server keeps its DICT_URL), the same certificates and the same journal. Also the
// server's settings that point it at this simulator, and what the simulator's journal says it did.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { issueCertificate, makeAuthority, type Authority, type Signer } from '@wallet/pki';
import { DictTransport } from '../integrations/dict/api/transport.js';
import { freePort } from '../test-support/free-port.js';

const simulatorMain = fileURLToPath(new URL('../../../dict-sim/dist/main.js', import.meta.url));

/** A port of 127.0.0.1 nobody listens on now. */
export interface RestartableDict {
  /** The API's base: `https://127.0.0.1:PORT/api/v1`, the same in every life. */
  url: string;
  authority: Authority;
  /** Our participant's certificate (its common name our ISPB), as the server calls with. */
  participant: Signer;
  /** The journal's folder. */
  dataDir: string;
  /** The process of the current life. */
  child(): ChildProcess;
  /** Starts it (again), on the same port and journal; resolves once it listens. */
  start(): Promise<void>;
  /** SIGKILL, and waits for it to end. */
  kill(): Promise<void>;
  /** SIGTERM, and waits for it to end. */
  stop(): Promise<void>;
  /** The server's settings that point it at this simulator (DICT_URL and its three files). */
  serverEnv(): Record<string, string>;
  /** A transport of ours to it, to see what the DICT holds behind the product's back. */
  transport(): DictTransport;
}

/** The built DICT simulator (`npm run build` first) on a fixed port, its files in `folder`. */
export async function restartableDict({ participant, folder }: { participant: string; folder: string }): Promise<RestartableDict> {
  const authority = makeAuthority('DICT under fire test authority');
  const server = issueCertificate(authority, { name: 'localhost', hosts: ['localhost', '127.0.0.1'] });
  const client = issueCertificate(authority, { name: participant });
  fs.mkdirSync(folder, { recursive: true });
  const file = (name: string, pem: string) => {
    const where = path.join(folder, name);
    fs.writeFileSync(where, pem, { mode: 0o600 });
    return where;
  };
  const port = await freePort();
  const dataDir = path.join(folder, 'journal');
  const env: NodeJS.ProcessEnv = {
    ...process.env, DICT_SIM_PORT: String(port), DICT_SIM_HOST: '127.0.0.1', DICT_SIM_DATA: dataDir,
    DICT_SIM_CERT: file('sim-cert.pem', server.certificate), DICT_SIM_KEY: file('sim-key.pem', server.key), DICT_SIM_CA: file('ca.pem', authority.certificate),
  };
  const url = `https://127.0.0.1:${port}/api/v1`;
  const serverEnv = {
    DICT_URL: url, DICT_CLIENT_CERT: file('client.pem', client.certificate), DICT_CLIENT_KEY: file('client-key.pem', client.key), DICT_CA: env.DICT_SIM_CA!,
  };
  let child: ChildProcess | undefined;
  const transports: DictTransport[] = [];

  async function start() {
    const started = spawn(process.execPath, [simulatorMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the DICT simulator did not start:\n${output}`)), 30_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('the DICT API at')) {
          clearTimeout(timer);
          resolve();
        }
      };
      started.stdout!.on('data', onData);
      started.stderr!.on('data', onData);
      started.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the DICT simulator exited with ${code ?? signal}:\n${output}`));
      });
    });
  }
  const ended = async (signal: NodeJS.Signals) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  await start();
  return {
    url, authority, participant: client, dataDir,
    child: () => child!,
    start,
    kill: () => ended('SIGKILL'),
    stop: async () => {
      await Promise.all(transports.map((transport) => transport.close()));
      await ended('SIGTERM');
    },
    serverEnv: () => serverEnv,
    transport() {
      const transport = new DictTransport({ url, client, authorities: [authority.certificate], timeoutMs: 5_000 });
      transports.push(transport);
      return transport;
    },
  };
}

/** An entry as the simulator journals it (apps/dict-sim/src/directory.ts). */
export interface JournaledEntry {
  Key: string;
  KeyType: string;
  Account: { Participant: string; Branch: string; AccountNumber: string };
  Owner: { TaxIdNumber: string; Name: string };
  requestId: string;
}

type JournalEvent =
  | { kind: 'entry_created' | 'entry_updated'; entry: JournaledEntry }
  | { kind: 'entry_deleted'; key: string }
  | { kind: string };

/** What the simulator's journal says of the keys: the entries it holds now, and how many times each key was created. */
export function journaledEntries(dataDir: string): { held: Map<string, JournaledEntry>; creations: Map<string, number> } {
  const held = new Map<string, JournaledEntry>();
  const creations = new Map<string, number>();
  const text = fs.readFileSync(path.join(dataDir, 'journal.jsonl'), 'utf8');
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const event = JSON.parse(line) as JournalEvent;
    if ((event.kind === 'entry_created' || event.kind === 'entry_updated') && 'entry' in event) {
      held.set(event.entry.Key, event.entry);
      if (event.kind === 'entry_created') creations.set(event.entry.Key, (creations.get(event.entry.Key) ?? 0) + 1);
    } else if (event.kind === 'entry_deleted' && 'key' in event) {
      held.delete(event.key);
    }
  }
  return { held, creations };
}

/**
 * A call on a connection of its own: the API's primary hands each new connection to the next API
 * process in turn, so calls made this way are spread over all of them. Throws only when no answer came.
 */
export function postAlone(base: string, callPath: string, body: unknown, options: { token?: string; key?: string } = {}): Promise<{ code: number; msg: string; data: unknown; words?: { key: string } }> {
  const { hostname, port } = new URL(base);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = options.token;
  if (options.key) headers['idempotency-key'] = options.key;
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: callPath, method: 'POST', agent: false, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        try {
          resolve(JSON.parse(text) as { code: number; msg: string; data: unknown });
        } catch (error) {
          reject(new Error(`${callPath} answered HTTP ${response.statusCode} with no envelope: ${text.slice(0, 300)}`, { cause: error }));
        }
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}
