import https from 'node:https';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueCertificate, makeAuthority, signMessage, writeMessage, type Message, type Signer } from '@wallet/dict-api';
import { buildSimulator, API_BASE, type SimulatorOptions } from './server.js';

/** An authority, the simulator's certificate and a participant's (ISPB 12345678), made once for a test file. */
export function testCertificates() {
  const authority = makeAuthority('dict-sim test authority');
  return {
    authority,
    simulator: issueCertificate(authority, { name: 'localhost', hosts: ['localhost', '127.0.0.1'] }),
    participant: issueCertificate(authority, { name: '12345678' }),
  };
}

export type Certificates = ReturnType<typeof testCertificates>;

/** A simulator on a port of its own and a folder of its own, started. */
export async function startTestSimulator(certificates: Certificates, options: Partial<SimulatorOptions> = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dict-sim-'));
  const simulator = buildSimulator({ tls: certificates.simulator, authorities: [certificates.authority.certificate], dataDir, ...options });
  const address = await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...simulator, dataDir, url: `${address}${API_BASE}`, close: () => simulator.app.close() };
}

export interface Reply { status: number; type: string; body: string }

/** Calls the simulator as a participant would (its certificate for TLS); no certificate when `as` is null. */
export function callAs(as: Signer | null, authority: string, method: string, url: string, body?: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, {
      method, ca: authority, ...(as && { key: as.key, cert: as.certificate }), agent: false,
      headers: { ...(body !== undefined && { 'content-type': 'application/xml' }), ...headers },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? ''), body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A request of `schema`, written and signed by `signer`. */
export const signed = (schema: string, message: Message, signer: Signer) => signMessage(writeMessage(schema, message), signer);
