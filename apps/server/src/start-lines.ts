import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { INITIAL_ADMIN_FILE } from './modules/staff/index.js';

/**
 * What the server prints once it answers: where it runs, on which database, and how to sign in.
 * `demoAccounts`: the demo data's staff have sign-ins saved in the data folder.
 */
export function startLines(
  config: Config,
  { port, driver, firstStart, demoAccounts }: { port: number; driver: DatabaseHandle['driver']; firstStart: boolean; demoAccounts: boolean },
): string {
  const shown = (file: string) => (file.startsWith(process.cwd()) ? path.relative(process.cwd(), file) || '.' : file);
  const adminFile = shown(path.join(config.dataDir, INITIAL_ADMIN_FILE));
  const lines = [
    '',
    `Wallet Admin is running at http://localhost:${port}`,
    `Database: ${driver === 'pglite' ? `embedded, in ${shown(config.dataDir)}` : `PostgreSQL server${config.databaseReplicaUrl ? ', list and detail reads on its replica' : ''}`}`,
    `DICT: ${config.dict ? `its API at ${config.dict.url}` : 'simulated in this process (DICT_URL and its certificates point at a DICT)'}`,
    ...(config.apiProcesses > 1 ? [`API processes: ${config.apiProcesses} on this port (API_PROCESSES), each with its own pool of ${config.databasePoolSize}`] : []),
    // Passwords stay out of the terminal (and of whatever records it): this says where they are.
    firstStart
      ? `First sign-in: "admin", with the temporary password in ${adminFile} (you then choose your own)`
      : `Sign in with your staff account${fs.existsSync(adminFile) ? ` (the first, "admin", was given a temporary password in ${adminFile})` : ''}`,
    ...(demoAccounts ? ['Demo staff, one per role: `npm run cli -- demo-accounts` lists their sign-ins'] : []),
    config.apiDocs ? `API documentation: http://localhost:${port}/api/docs` : 'API documentation: off (API_DOCS=true serves it at /api/docs)',
    '',
  ];
  return lines.join('\n') + '\n';
}
