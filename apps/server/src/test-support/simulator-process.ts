import { spawn, type ChildProcess } from 'node:child_process';
import https from 'node:https';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueCertificate, type Authority, type Signer } from '@wallet/pki';

/** A simulator (the DICT's, the SPI's) running as a process of its own, and how to end it. */
export interface SimulatorProcess {
  /** The address its first line said it serves at (its API's base: `https://127.0.0.1:PORT/api/v1`). */
  url: string;
  child: ChildProcess;
  /** Kills it (SIGKILL when told) and waits for it to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A simulator process a test started: the authority it trusts, our participant's certificate from it, and its journal's folder. */
export interface RunningSimulator extends SimulatorProcess {
  authority: Authority;
  /** The participant's certificate the tests call with. */
  participant: Signer;
  dataDir: string;
}

export interface SimulatorStart {
  /** Its built main file, and its name in errors. */
  main: string;
  name: string;
  /** The authority that issues its certificate and whose participants it takes. */
  authority: Authority;
  /** The names of its certificate, key and authority settings (`DICT_SIM_CERT`...), given files of them. */
  files: { certificate: string; key: string; authority: string };
  env: NodeJS.ProcessEnv;
  /** The line it says once it listens, whose first group is its address. */
  ready: RegExp;
}

/** Starts a built simulator with a localhost certificate `authority` issued, and waits for it to say where it listens. */
export async function startSimulatorProcess({ main, name, authority, files, env, ready }: SimulatorStart): Promise<SimulatorProcess> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'simulator-certificates-'));
  const server = issueCertificate(authority, { name: 'localhost', hosts: ['localhost', '127.0.0.1'] });
  const settings: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [setting, pem] of [[files.certificate, server.certificate], [files.key, server.key], [files.authority, authority.certificate]] as const) {
    const file = path.join(folder, `${setting.toLowerCase()}.pem`);
    fs.writeFileSync(file, pem, { mode: 0o600 });
    settings[setting] = file;
  }
  const child = spawn(process.execPath, [main], { env: settings, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${name} did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = ready.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the ${name} exited with ${code}:\n${output}`)));
  });
  return {
    url, child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}

/**
 * A call to one of a simulator's own doors (JSON, `/simulator/…`) over its mutual TLS, as
 * `client`; answers the body, once the status is `expected`.
 */
export function callDoor(url: string, client: Signer, authority: Authority, method: 'PUT' | 'POST', door: string, body: unknown, expected: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = https.request(`${new URL(url).origin}/simulator/${door}`, { method, key: client.key, cert: client.certificate, ca: authority.certificate, headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => { text += chunk.toString(); });
      response.on('end', () => (response.statusCode === expected ? resolve(text) : reject(new Error(`${door}: ${response.statusCode} ${text}`))));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}
