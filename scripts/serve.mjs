// Serves a built checkout: the DICT simulator beside the server unless DICT_URL names a DICT, then
// the console and API (as `npm start` does once built; the browser tests start it so).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDictBeside } from './dict-simulator.mjs';

// The data folder as the caller names it, from where it calls; then from the checkout's root.
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
process.chdir(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const dict = process.env.DICT_URL ? null : await startDictBeside({ dataDir, ispb: process.env.INSTITUTION_ISPB ?? '12345678' });
// Imported once built: how an API server process starts (its Node flags), as the bench starts it.
const { serverArguments } = await import('../apps/server/dist/launch.js');
const server = spawn(process.execPath, serverArguments(), { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, ...dict?.settings } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  dict?.child.kill('SIGTERM');
  process.exit(code ?? 0);
});
dict?.child.on('exit', (code, signal) => {
  if (server.exitCode !== null) return;
  console.error(`The DICT simulator stopped (${code ?? signal}): stopping the server.`);
  server.kill('SIGTERM');
});
