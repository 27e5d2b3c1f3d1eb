// Cold loads of the console's routes in Chromium, outside a bench run: what a browser fetches
// (gzip -9 of every script) and blocks on (long tasks, total blocking time) when it opens each
// route's address directly in a fresh context, signed in. Against a server of your own
// (COLD_LOAD_URL, with COLD_LOAD_USER and COLD_LOAD_PASSWORD, and COLD_LOAD_TOTP_SECRET for a member
// with a second factor), or else the built server started here
// on a fresh embedded database with the demo data.
//
//   npm run bench:cold -- [part of a path] [--runs N] [--scripts]
//
// It ends with the routes over their budget (apps/web/script-budgets.json) and the holds above the
// goal that can come down, and exits with 1 when there are any.
import { parseArgs } from 'node:util';
import { generate } from 'otplib';
import { demoServer } from './support/demo-server.js';
import type { SignIn } from './support/processes.js';
import { coldLoads, type ColdLoad } from './suites/cold-load.js';
import { budgetFindings } from './support/script-budgets.js';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string' }, scripts: { type: 'boolean' } } });
const KB = 1024;

const own = process.env.COLD_LOAD_URL;
/** The member of a server of your own, with the secret of their second factor when they have one. */
function ownMember(): SignIn {
  const secret = process.env.COLD_LOAD_TOTP_SECRET;
  const member = { username: process.env.COLD_LOAD_USER ?? 'admin', password: process.env.COLD_LOAD_PASSWORD ?? '' };
  return secret ? { ...member, totp: () => generate({ secret, epoch: Math.floor(Date.now() / 1000) }) } : member;
}
const server = own ? { url: own, member: ownMember(), stop: async () => undefined } : await demoServer();
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
  console.log(budgetFindings([...byRoute].map(([route, loads]) => ({ route, fetched: loads[0]!.scriptGzip }))).join('\n'));
} finally {
  await server.stop();
}
