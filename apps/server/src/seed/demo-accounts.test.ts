import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeDemoAccounts, readDemoAccounts, saveDemoAccounts } from './demo-accounts.js';

const dirs: string[] = [];
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-demo-accounts-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const ops = { username: 'operations', role: 'Operations', password: 'pw-ops-1' };
const fin = { username: 'finance', role: 'Finance', password: 'pw-fin-1' };

describe('the demo accounts file', () => {
  it('is empty before any seed, and keeps what a seed created, readable by its owner only', () => {
    const dir = scratch();
    expect(readDemoAccounts(dir)).toEqual([]);
    saveDemoAccounts(dir, [ops, fin]);
    expect(readDemoAccounts(dir)).toEqual([ops, fin]);
    expect(fs.statSync(path.join(dir, 'demo-accounts.json')).mode & 0o777).toBe(0o600);
  });

  it('keeps earlier accounts when a later seed adds others, and is untouched when it adds none', () => {
    const dir = scratch();
    saveDemoAccounts(dir, [ops]);
    saveDemoAccounts(dir, []);
    saveDemoAccounts(dir, [fin]);
    expect(readDemoAccounts(dir)).toEqual([ops, fin]);
  });

  it('refuses a file that is not a list of accounts rather than printing nonsense', () => {
    const dir = scratch();
    fs.writeFileSync(path.join(dir, 'demo-accounts.json'), '{"username": "x"}');
    expect(() => readDemoAccounts(dir)).toThrow();
  });
});

describe('describeDemoAccounts', () => {
  it('prints one aligned line per account', () => {
    expect(describeDemoAccounts([ops, fin]).split('\n').slice(1)).toEqual([
      '  operations  Operations  pw-ops-1',
      '  finance     Finance     pw-fin-1',
      '',
    ]);
  });

  it('says how to load the demo data when there is none', () => {
    expect(describeDemoAccounts([])).toContain('npm run cli -- seed');
  });
});
