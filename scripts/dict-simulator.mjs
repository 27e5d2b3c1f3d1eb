// The DICT simulator beside the server (`npm start`): certificates made once in the data folder
// (an authority, the simulator's, ours), the simulator started on them, and the settings that
// point the server at it. A real DICT is pointed at by setting DICT_URL and the certificates instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const FILES = ['authority.pem', 'simulator.pem', 'simulator-key.pem', 'participant.pem', 'participant-key.pem'];

/** The certificates' files in `folder`, made the first time (the simulator's for localhost, ours for `ispb`). */
async function certificates(folder, ispb) {
  const files = Object.fromEntries(FILES.map((name) => [name, path.join(folder, name)]));
  if (FILES.every((name) => fs.existsSync(files[name]))) return files;
  const { issueCertificate, makeAuthority } = await import('@wallet/pki');
  const authority = makeAuthority('Wallet Admin demo DICT authority');
  const simulator = issueCertificate(authority, { name: 'localhost', hosts: ['localhost', '127.0.0.1'] });
  const participant = issueCertificate(authority, { name: ispb });
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const pems = { 'authority.pem': authority.certificate, 'simulator.pem': simulator.certificate, 'simulator-key.pem': simulator.key, 'participant.pem': participant.certificate, 'participant-key.pem': participant.key };
  for (const [name, pem] of Object.entries(pems)) fs.writeFileSync(files[name], pem, { mode: 0o600 });
  return files;
}

/**
 * Starts the built simulator (apps/dict-sim/dist) with its journal and certificates under
 * `dataDir`, on DICT_SIM_PORT (8643); resolves once it listens, with the child and the server's
 * DICT settings.
 */
export async function startDictBeside({ dataDir, ispb }) {
  const files = await certificates(path.join(dataDir, 'dict-certificates'), ispb);
  const env = {
    ...process.env, DICT_SIM_CERT: files['simulator.pem'], DICT_SIM_KEY: files['simulator-key.pem'], DICT_SIM_CA: files['authority.pem'],
    DICT_SIM_DATA: path.join(dataDir, 'dict-sim'), DICT_SIM_HOST: '127.0.0.1',
  };
  const child = spawn(process.execPath, ['apps/dict-sim/dist/main.js'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const found = /the DICT API at (https:\/\/\S+?)\/?$/m.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The DICT simulator stopped (${code}) before it listened:\n${output}`)));
  });
  child.stdout.pipe(process.stdout);
  return {
    child,
    settings: { DICT_URL: url, DICT_CLIENT_CERT: files['participant.pem'], DICT_CLIENT_KEY: files['participant-key.pem'], DICT_CA: files['authority.pem'], DICT_SIMULATOR: 'true' },
  };
}
