// Cold loads of the console's routes in Chromium, outside a bench run: what a browser fetches
// (gzip -9 of every script) and blocks on (long tasks, total blocking time) when it opens each
// route's address directly in a fresh context, signed in. Against a server of your own
// (COLD_LOAD_URL, with COLD_LOAD_USER and COLD_LOAD_PASSWORD), or else the built server started here
// on a fresh embedded database with the demo data.
//
//   npm run bench:cold -- [part of a path] [--runs N] [--scripts]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { callOver, signInOver, startBuiltServer } from './support/processes.js';
import { coldLoads, type ColdLoad } from './suites/cold-load.js';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string' }, scripts: { type: 'boolean' } } });
const KB = 1024;
const MEMBER = { username: 'admin', password: 'cold load 2024 password' };

/** The built server on a fresh embedded database with the demo data, its first admin's temporary password changed to MEMBER's. */
async function demoServer() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-cold-load-'));
  const server = await startBuiltServer({ DATABASE_URL: '', DATA_DIR: scratch, DEMO_TRAFFIC_PER_MINUTE: '0', LOGIN_USERNAME_LIMIT_PER_MINUTE: '1000' });
  const temporary = /password: (\S+)/.exec(fs.readFileSync(path.join(scratch, 'initial-admin.txt'), 'utf8'))?.[1];
  if (!temporary) throw new Error('initial-admin.txt has no password');
  const token = await signInOver(server.url, MEMBER.username, temporary);
  const changed = await callOver(server.url, token, '/api/v1/auth/change_password', { current_password: temporary, new_password: MEMBER.password });
  if (changed.code !== 200) throw new Error(`the first admin's password change: ${changed.msg}`);
  return { url: server.url, member: MEMBER, stop: async () => { await server.stop(); fs.rmSync(scratch, { recursive: true, force: true }); } };
}

const own = process.env.COLD_LOAD_URL;
const server = own
  ? { url: own, member: { username: process.env.COLD_LOAD_USER ?? 'admin', password: process.env.COLD_LOAD_PASSWORD ?? '' }, stop: async () => undefined }
  : await demoServer();
try {
  const runs = await coldLoads({
    origin: server.url, signedInAs: server.member, runs: Number(values.runs ?? 1),
    only: (route) => positionals.length === 0 || positionals.some((part) => route.path.includes(part)),
  });
  const byRoute = new Map<string, ColdLoad[]>();
  for (const load of runs.flat()) byRoute.set(load.route.path, [...(byRoute.get(load.route.path) ?? []), load]);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`${'route'.padEnd(40)} ${'script gzip'.padStart(12)} ${'long tasks'.padStart(11)} ${'blocking'.padStart(9)}`);
  for (const [route, loads] of byRoute) {
    const first = loads[0]!;
    console.log(`${route.padEnd(40)} ${`${(first.scriptGzip / KB).toFixed(1)} KB`.padStart(12)} ${`${median(loads.map((l) => l.longTasksMs)).toFixed(0)} ms`.padStart(11)} ${`${median(loads.map((l) => l.blockingMs)).toFixed(0)} ms`.padStart(9)}`);
    if (values.scripts) for (const script of [...first.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${script.file.padEnd(60)} ${(script.gzip / KB).toFixed(1)} KB`);
  }
} finally {
  await server.stop();
}
