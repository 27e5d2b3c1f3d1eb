import { randomUUID } from 'node:crypto';
import https from 'node:https';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkMessageSignature, issueCertificate, makeAuthority, readMessage, schemaProblems, signMessage, writeMessage, type Message, type Signer } from '@wallet/dict-api';
import { heldElsewhere } from './directory.js';
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

/** A reader of the simulator's answers: a message once its signature (the simulator's, from `authority`) and its schema are checked, and a problem's type. */
export function answerReader(authority: string) {
  const trust = { authorities: [authority] };
  const answered = (reply: Reply, schema: string): Message => {
    const checked = checkMessageSignature(reply.body, trust);
    if (!checked.ok) throw new Error(`the answer's signature: ${checked.detail}`);
    const read = readMessage(checked.signed, schema);
    const problems = read.problems.length > 0 ? read.problems : schemaProblems(schema, read.value);
    if (problems.length > 0) throw new Error(`the answer is not a ${schema}: ${problems.join('; ')}`);
    return read.value;
  };
  const problemOf = (reply: Reply) => String(answered(reply, 'Problem').type).split('/').pop();
  return { answered, problemOf };
}

/** An e-mail key another participant holds or not (the simulator plays them for one key in ten). */
export function emailKey(elsewhere: boolean): string {
  for (;;) {
    const key = `ana.${randomUUID().slice(0, 8)}@example.com`;
    if (heldElsewhere(key, 'EMAIL') === elsewhere) return key;
  }
}
