import { randomUUID } from 'node:crypto';
import https from 'node:https';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkMessageSignature, readMessage, schemaProblems, signMessage, writeMessage, type Message } from '@wallet/dict-api';
import { issueCertificate, makeAuthority, type Signer } from '@wallet/pki';
import { policiesOf } from './buckets.js';
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

/** A participant a test calls as: its ISPB, and a certificate of it from the test authority. */
export const participantOf = (certificates: Certificates, ispb: string) => ({ ispb, signer: issueCertificate(certificates.authority, { name: ispb }) });
type TestParticipant = ReturnType<typeof participantOf>;

/** The two sides of a test of the transactions' groups: us (the participant's certificate, 12345678) and them (87654321). */
const twoSides = (certificates: Certificates) => ({ us: { ispb: '12345678', signer: certificates.participant }, them: participantOf(certificates, '87654321') });

/** An end-to-end id of a payment the payer's participant `payer` sent: `E`, its ISPB, a moment, 11 characters of its own. */
export const endToEndId = (payer: string) => `E${payer}202603021200${randomUUID().replace(/-/g, '').slice(0, 11)}`;

/** A simulator on a port of its own and a folder of its own, started. */
export async function startTestSimulator(certificates: Certificates, options: Partial<SimulatorOptions> = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dict-sim-'));
  const simulator = buildSimulator({ tls: certificates.simulator, authorities: [certificates.authority.certificate], dataDir, ...options });
  const address = await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...simulator, dataDir, url: `${address}${API_BASE}`, close: () => simulator.app.close() };
}

/** Registers a test file's hook (vitest's `beforeAll`, `afterAll`), given by the test so that this module does not need vitest. */
type Hook = (run: () => Promise<unknown>) => void;

/**
 * A test file of the transactions' groups (infraction reports, refunds): a simulator on the test's
 * clock (`now`), started before the file's tests and closed after (`restart` starts it again on the
 * same data), the two sides (`twoSides`) and their calls, and the reader of its answers.
 */
export function transactionsTestBed(certificates: Certificates, now: () => Date, hooks: { beforeAll: Hook; afterAll: Hook }) {
  let running: Awaited<ReturnType<typeof startTestSimulator>>;
  hooks.beforeAll(async () => { running = await startTestSimulator(certificates, { now }); });
  hooks.afterAll(() => running.close());
  const simulator = {
    /** What a participant's bucket of policy `name` holds now. */
    bucket: (name: string, owner: string) => running.buckets.available(policiesOf('A').find((policy) => policy.name === name)!, owner, now().getTime()),
    restart: async () => {
      await running.close();
      running = await startTestSimulator(certificates, { dataDir: running.dataDir, now });
    },
  };
  return { ...twoSides(certificates), simulator, ...participantCalls(certificates, () => running.url), ...answerReader(certificates.authority.certificate) };
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

/**
 * A participant's calls to the simulator at `url()` (asked each time, as a test may restart it): a
 * request of `schema` signed and posted, and a read naming the participant as the requesting one.
 */
function participantCalls(certificates: Certificates, url: () => string) {
  const authority = certificates.authority.certificate;
  return {
    send: (as: TestParticipant, path: string, schema: string, message: Message) => callAs(as.signer, authority, 'POST', `${url()}${path}`, signed(schema, message, as.signer)),
    get: (as: TestParticipant, path: string) => callAs(as.signer, authority, 'GET', `${url()}${path}`, undefined, { 'PI-RequestingParticipant': as.ispb }),
    /** A body told through one of the simulator's own doors (`/simulator/trades`), which are JSON. */
    tell: (as: TestParticipant, door: string, body: unknown) => callAs(as.signer, authority, 'PUT', `${new URL(url()).origin}/simulator/${door}`, JSON.stringify(body), { 'content-type': 'application/json' }),
  };
}

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
