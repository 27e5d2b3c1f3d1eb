import fs from 'node:fs';
import path from 'node:path';
import { z } from '@wallet/contracts';

/**
 * The demo staff's sign-ins, kept in `<dataDir>/demo-accounts.json` (mode 600) when the demo data
 * is loaded, so that `npm run cli -- demo-accounts` can list them later: the database keeps only
 * password hashes. Reading the file never opens the database, so it works beside a running server.
 */
const DEMO_ACCOUNTS_FILE = 'demo-accounts.json';

const DemoAccount = z.object({ username: z.string(), role: z.string(), password: z.string() });
export type DemoAccount = z.infer<typeof DemoAccount>;

const fileOf = (dataDir: string) => path.join(dataDir, DEMO_ACCOUNTS_FILE);

/** The accounts seeded so far, in the order they were created; none when the demo data was never loaded. */
export function readDemoAccounts(dataDir: string): DemoAccount[] {
  if (!fs.existsSync(fileOf(dataDir))) return [];
  return z.array(DemoAccount).parse(JSON.parse(fs.readFileSync(fileOf(dataDir), 'utf8')));
}

/** Adds newly seeded accounts to the file (a later seed of the same names creates nobody, so it adds nothing). */
export function saveDemoAccounts(dataDir: string, added: readonly DemoAccount[]): void {
  if (added.length === 0) return;
  const kept = readDemoAccounts(dataDir).filter((account) => !added.some((a) => a.username === account.username));
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(fileOf(dataDir), `${JSON.stringify([...kept, ...added], null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(fileOf(dataDir), 0o600);
}

/** The listing `npm run cli -- demo-accounts` prints: one line per account, columns aligned. */
export function describeDemoAccounts(accounts: readonly DemoAccount[]): string {
  if (accounts.length === 0) return 'No demo staff here: the demo data was not loaded (`npm run cli -- seed` loads it).\n';
  const width = (column: (a: DemoAccount) => string) => Math.max(...accounts.map((a) => column(a).length));
  const [user, role] = [width((a) => a.username), width((a) => a.role)];
  return [
    'Demo staff, one per role and a second Super admin (passwords as seeded: a member who changed theirs signs in with their own):',
    ...accounts.map((a) => `  ${a.username.padEnd(user)}  ${a.role.padEnd(role)}  ${a.password}`),
    '',
  ].join('\n');
}
