import fs from 'node:fs';
import path from 'node:path';
import https from 'node:https';
import { signMessage, writeMessage, type Message } from '@wallet/dict-api';
import { E2E_DATA_DIR, E2E_DICT_PORT } from './environment';

/**
 * The DICT simulator beside the server, called as our participant with the certificates the start
 * made (DATA_DIR/dict-certificates): what a test changes at the DICT behind the product's back.
 */
export function callDictAsUs(path_: string, schema: string, message: Message): Promise<number> {
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
