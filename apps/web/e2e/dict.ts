import fs from 'node:fs';
import path from 'node:path';
import https from 'node:https';
import { pathToFileURL } from 'node:url';
import { E2E_DATA_DIR, E2E_DICT_PORT } from './environment';

// The DICT API package's built code: its sources are type-checked in the Node programs, not in the
// console's (whose DOM types are not xmldom's).
interface DictApi {
  signMessage(xml: string, signer: { certificate: string; key: string }): string;
  writeMessage(schema: string, message: Record<string, unknown>): string;
}
const DICT_API = pathToFileURL(path.resolve(import.meta.dirname, '../../../packages/dict-api/dist/index.js')).href;

/**
 * The DICT simulator beside the server, called as our participant with the certificates the start
 * made (DATA_DIR/dict-certificates): what a test changes at the DICT behind the product's back.
 */
export async function callDictAsUs(path_: string, schema: string, message: Record<string, unknown>): Promise<number> {
  const { signMessage, writeMessage } = (await import(DICT_API)) as DictApi;
  const file = (name: string) => fs.readFileSync(path.join(E2E_DATA_DIR, 'dict-certificates', name), 'utf8');
  const signer = { certificate: file('participant.pem'), key: file('participant-key.pem') };
  return new Promise((resolve, reject) => {
    const sent = https.request(`https://127.0.0.1:${E2E_DICT_PORT}/api/v1${path_}`, {
      method: 'POST', cert: signer.certificate, key: signer.key, ca: file('authority.pem'), headers: { 'content-type': 'application/xml' },
    }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end(signMessage(writeMessage(schema, message), signer));
  });
}
