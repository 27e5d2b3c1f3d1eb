import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { issueCertificate, makeAuthority, type Signer } from '@wallet/pki';
import { checkMessageSignature, newMessageId, readMessage, schemaProblems, signMessage, SPI_ISPB, writeMessage, type SpiMessage } from '@wallet/spi-messages';
import { buildSpiSimulator, ICOM_BASE, type SpiSimulatorOptions } from './server.js';

/** An authority, the simulator's certificate and two participants' (12345678 and 87654321) that connect. */
export function testCertificates() {
  const authority = makeAuthority('spi-sim test authority');
  return {
    authority,
    simulator: issueCertificate(authority, { name: 'localhost', hosts: ['localhost', '127.0.0.1'] }),
    us: { ispb: '12345678', signer: issueCertificate(authority, { name: '12345678' }) },
    them: { ispb: '87654321', signer: issueCertificate(authority, { name: '87654321' }) },
  };
}
type Certificates = ReturnType<typeof testCertificates>;
export interface TestParticipant { ispb: string; signer: Signer }

/** A simulator on a port and in a folder of its own, both participants connecting. */
export async function startTestSpi(certificates: Certificates, options: Partial<SpiSimulatorOptions> = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'spi-sim-'));
  const simulator = buildSpiSimulator({ tls: certificates.simulator, authorities: [certificates.authority.certificate], participants: [certificates.us.ispb, certificates.them.ispb], dataDir, pollMs: 50, ...options });
  const address = await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...simulator, dataDir, origin: address, close: () => simulator.app.close() };
}

export interface Reply { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** An HTTPS call as a participant (its certificate for TLS), none when `as` is null. */
function callAs(as: Signer | null, authority: string, method: string, url: string, body?: Buffer | string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method, ca: authority, ...(as && { key: as.key, cert: as.certificate }), agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const XML = { 'content-type': 'application/xml; charset=utf-8' };

/** A participant's ICOM calls: a message written, signed and posted; a stream opened, pulled and closed; what it read, checked. */
export function icomOf(certificates: Certificates, origin: () => string) {
  const authority = certificates.authority.certificate;
  const trust = { authorities: [authority] };
  const base = () => `${origin()}${ICOM_BASE}`;
  const signed = (as: TestParticipant, message: SpiMessage, messageId = newMessageId(as.ispb)) =>
    signMessage(writeMessage(message, { from: as.ispb, to: SPI_ISPB, messageId, createdAt: new Date() }), as.signer);
  const post = (as: TestParticipant, xml: string | Buffer, headers: Record<string, string> = XML) => callAs(as.signer, authority, 'POST', `${base()}/in/${as.ispb}/msgs`, xml, headers);
  /** What the SPI sent, checked as a participant checks it: its signature (the simulator's), its schema; then read. */
  const checked = async (xml: string) => {
    const signature = checkMessageSignature(xml, trust);
    if (!signature.ok) throw new Error(`the SPI's signature: ${signature.detail}`);
    const problems = await schemaProblems(xml);
    if (problems.length > 0) throw new Error(`the SPI's message: ${problems.join('; ')}`);
    return readMessage(xml);
  };
  /** Reads every message waiting, on a new stream closed after: each read as checked. */
  const readAll = async (as: TestParticipant) => {
    const messages: Awaited<ReturnType<typeof checked>>[] = [];
    let reply = await callAs(as.signer, authority, 'GET', `${base()}/out/${as.ispb}/stream/start`);
    for (;;) {
      if (reply.status !== 200 && reply.status !== 204) throw new Error(`a pull answered ${reply.status}: ${reply.body.toString()}`);
      const next = String(reply.headers['pi-pull-next']);
      if (reply.status === 204) {
        await callAs(as.signer, authority, 'DELETE', `${origin()}${next}`);
        return messages;
      }
      messages.push(await checked(reply.body.toString('utf8')));
      reply = await callAs(as.signer, authority, 'GET', `${origin()}${next}`);
    }
  };
  return { signed, post, readAll, checked, call: (as: Signer | null, method: string, pathName: string, body?: string, headers?: Record<string, string>) => callAs(as, authority, method, `${origin()}${pathName}`, body, headers) };
}
