import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from './db/client.js';
import { admins, ispbParticipants, roles, trades } from './db/schema/index.js';
import { ledgerDrift, NO_DRIFT } from './test-support/banking.js';
import { verifyPassword } from './modules/auth/index.js';
import { embeddedEnv, runCli } from './test-support/process.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-cli-'));
const env = embeddedEnv(dataDir);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function inspect<T>(read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

describe('npm run cli', () => {
  it('migrates', () => {
    const result = runCli(['migrate'], env);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('up to date');
  });

  it('creates a staff member with a temporary generated password and the chosen role', async () => {
    const result = runCli(['create-admin', '--username', 'lucas.fin', '--name', 'Lucas Rocha', '--role', 'Finance'], env);
    expect(result.status).toBe(0);
    const password = /password: (\S+)/.exec(result.stdout)?.[1] ?? '';
    const [row] = await inspect((db) =>
      db.select({ hash: admins.password_hash, role: roles.name, temporary: admins.must_change_password }).from(admins).innerJoin(roles, eq(roles.id, admins.role_id)).where(eq(admins.username, 'lucas.fin')),
    );
    expect(row?.role).toBe('Finance');
    expect(row?.temporary).toBe(true);
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row!.hash, password)).toBe(true);
  });

  it('refuses a taken username and an unknown role, changing nothing', async () => {
    expect(runCli(['create-admin', '--username', 'lucas.fin', '--name', 'Again'], env)).toMatchObject({ status: 1, stderr: expect.stringContaining('taken') });
    expect(runCli(['create-admin', '--username', 'new.one', '--name', 'N', '--role', 'Janitor'], env)).toMatchObject({ status: 1, stderr: expect.stringContaining('no role named') });
    expect(await inspect((db) => db.select().from(admins).where(eq(admins.username, 'new.one')))).toEqual([]);
  });

  it("imports the central bank's participants CSV, adding and renaming", async () => {
    const file = path.join(dataDir, 'participants.csv');
    fs.writeFileSync(file, 'ISPB,Nome_Reduzido\n18236120,NU PAGAMENTOS - IP\n12345678,NOVO BANCO S.A.\nbad,row\n');
    const result = runCli(['import-ispb', file], env);
    expect(result.stdout).toContain('Imported 2 participants; 1 rows skipped');
    const rows = await inspect((db) => db.select().from(ispbParticipants));
    expect(rows.find((r) => r.ispb === '18236120')?.name).toBe('NU PAGAMENTOS - IP');
    expect(rows.find((r) => r.ispb === '12345678')?.name).toBe('NOVO BANCO S.A.');
  });

  it('says there are no demo staff before the demo data is loaded, without touching the database', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-cli-empty-'));
    try {
      const result = runCli(['demo-accounts'], embeddedEnv(empty));
      expect(result).toMatchObject({ status: 0, stderr: '' });
      expect(result.stdout).toContain('No demo staff here');
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('loads demo staff with seed, printing no password; demo-accounts lists passwords that sign in', async () => {
    const result = runCli(['seed', '--seed', '7'], env);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('operations (Operations)');
    expect(result.stdout).not.toMatch(/password/i);
    const rows = await inspect((db) => db.select({ username: admins.username, hash: admins.password_hash, role: roles.name }).from(admins).innerJoin(roles, eq(roles.id, admins.role_id)));
    expect(rows.map((r) => r.username)).toEqual(expect.arrayContaining(['operations', 'compliance', 'finance', 'support', 'super.admin']));

    const listed = runCli(['demo-accounts'], env);
    expect(listed.status).toBe(0);
    const lines = listed.stdout.split('\n').filter((line) => line.startsWith('  ')).map((line) => line.trim().split(/\s{2,}/));
    expect(lines.map(([username]) => username)).toEqual(['operations', 'compliance', 'finance', 'support', 'super.admin']);
    for (const [username, role, password] of lines) {
      const row = rows.find((r) => r.username === username)!;
      expect(role).toBe(row.role);
      expect(await verifyPassword(row.hash, password!)).toBe(true);
    }
    expect(fs.statSync(path.join(dataDir, 'demo-accounts.json')).mode & 0o777).toBe(0o600);
  }, 180_000); // the whole demo data, loaded by a process of its own beside the other test files


  it('simulates Pix traffic through the engine on the demo data, every promise of the ledger kept', async () => {
    const tradesBefore = await inspect(async (db) => (await db.select({ n: count() }).from(trades))[0]!.n);
    const result = runCli(['simulate', '--rate', '40/s', '--minutes', '0.03'], env);
    expect(result.status, result.stderr).toBe(0);
    const counts = /Done: (\d+) pay-ins, (\d+) payouts, (\d+) refused, (\d+) delivered again, (\d+) returns sent, (\d+) returns received, (\d+) returns refused, (\d+) with nothing to do/
      .exec(result.stdout)!.slice(1).map(Number);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(72);
    const [payins, payouts, refused] = counts;
    expect(payins).toBeGreaterThan(0);
    // Only pay-ins and payouts, taken or refused, are new trades; deliveries again and returns belong to earlier ones.
    expect(await inspect(async (db) => (await db.select({ n: count() }).from(trades))[0]!.n)).toBe(tradesBefore + payins! + payouts! + refused!);
    expect(await inspect((db) => ledgerDrift(db))).toEqual(NO_DRIFT);
    expect(runCli(['simulate', '--rate', 'fast'], env)).toMatchObject({ status: 1, stderr: expect.stringContaining('--rate takes Pix per second') });
  });

  it('prints its usage for an unknown command', () => {
    const result = runCli(['drop-everything'], env);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run cli');
  });
});
