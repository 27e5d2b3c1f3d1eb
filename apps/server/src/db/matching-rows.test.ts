import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { freshDatabase } from '../test-support/database.js';
import type { DatabaseHandle } from './client.js';
import { matchingRows, readsTable, type FilterJoin } from './matching-rows.js';
import { bankAccounts, pixKeys, walletUsers } from './schema/index.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

/** A key's account, then the account's owner: the owner is reached through the account. */
const throughAccount: FilterJoin[] = [
  { table: bankAccounts, on: eq(bankAccounts.id, pixKeys.account_id) },
  { table: walletUsers, on: eq(walletUsers.id, bankAccounts.owner_id) },
];
const joinsOf = (where: Parameters<typeof matchingRows>[2], joins = throughAccount) =>
  [...matchingRows(handle.db, pixKeys.id, where, joins).toSQL().sql.matchAll(/left join "(\w+)"/g)].map(([, table]) => table);

describe('readsTable', () => {
  it('finds a column of the table however deep the condition nests it', () => {
    expect(readsTable(and(eq(pixKeys.status, 'active'), and(eq(walletUsers.kind, 'user'))), walletUsers)).toBe(true);
    expect(readsTable(and(eq(pixKeys.status, 'active'), eq(pixKeys.key_type, 'CPF')), walletUsers)).toBe(false);
    expect(readsTable(undefined, walletUsers)).toBe(false);
  });

  it('leaves a subquery’s own tables to it', () => {
    const owners = handle.db.select({ id: walletUsers.id }).from(walletUsers).where(eq(walletUsers.kind, 'user'));
    expect(readsTable(inArray(pixKeys.owner_id, owners), walletUsers)).toBe(false);
  });
});

describe('matchingRows', () => {
  it('joins no table the filters do not read', () => {
    expect(joinsOf(eq(pixKeys.key_type, 'CPF'))).toEqual([]);
    expect(joinsOf(undefined)).toEqual([]);
  });

  it('joins the table a filter reads, and the tables its join goes through', () => {
    expect(joinsOf(eq(bankAccounts.ispb, '12345678'))).toEqual(['bank_accounts']);
    expect(joinsOf(eq(walletUsers.kind, 'merchant'))).toEqual(['bank_accounts', 'wallet_users']);
  });
});
