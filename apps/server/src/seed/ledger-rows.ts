import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bankAccounts, fundsLogs, ledgerAccounts, ledgerEntries, ledgerTransfers, type SYSTEM_LEDGER_KINDS } from '../db/schema/index.js';
import { openLedgerAccounts } from '../modules/ledger/post.js';

const BATCH = 1_000;

/** One movement of a seeded account's money, already told: its deltas and both balances after it. */
export interface SeedMove {
  key: string;
  kind: 'deposit' | 'freeze' | 'unfreeze' | 'fee';
  bankAccountId: number;
  availableDelta: number;
  heldDelta: number;
  availableAfter: number;
  heldAfter: number;
  /** The institution's account on the other side (a deposit comes from settlement, a fee goes to revenue). */
  counter: (typeof SYSTEM_LEDGER_KINDS)[number] | null;
  reference: string;
  reason: string;
  operator: string;
  at: Date;
}

/**
 * Writes seeded movements to the ledger many at a time: the rows `postTransfer` writes one by one
 * (transfers, entries that sum to zero with each account's running balance, statement lines), so
 * that a demo of a hundred thousand accounts loads in seconds and every balance is its entries.
 * The payment accounts must already hold the balances their moves end with.
 */
export async function writeSeedLedger(db: Database, bankAccountIds: readonly number[], moves: readonly SeedMove[]) {
  await openLedgerAccounts(db, bankAccountIds);
  const ledgerIds = await customerLedgerIds(db, bankAccountIds);
  const system = await systemAccounts(db);
  const ordered = [...moves].sort((a, b) => a.at.getTime() - b.at.getTime());

  for (let i = 0; i < ordered.length; i += BATCH) {
    const batch = ordered.slice(i, i + BATCH);
    const transfers = await db.insert(ledgerTransfers).values(batch.map((move) => ({
      transfer_key: move.key, kind: move.kind, reason: move.reason, operator: move.operator, created_at: move.at,
    }))).returning({ id: ledgerTransfers.id });
    const entries = batch.flatMap((move, index) => {
      const transferId = transfers[index]!.id;
      const sides = ledgerIds.get(move.bankAccountId)!;
      const rows: (typeof ledgerEntries.$inferInsert)[] = [];
      if (move.availableDelta) rows.push({ transfer_id: transferId, ledger_account_id: sides.available, amount: move.availableDelta, balance_after: move.availableAfter });
      if (move.heldDelta) rows.push({ transfer_id: transferId, ledger_account_id: sides.held, amount: move.heldDelta, balance_after: move.heldAfter });
      if (move.counter) {
        const counter = system.get(move.counter)!;
        counter.balance -= move.availableDelta + move.heldDelta;
        rows.push({ transfer_id: transferId, ledger_account_id: counter.id, amount: -(move.availableDelta + move.heldDelta), balance_after: counter.balance });
      }
      return rows;
    });
    await db.insert(ledgerEntries).values(entries);
    await db.insert(fundsLogs).values(batch.map((move, index) => ({
      account_id: move.bankAccountId, transfer_id: transfers[index]!.id, kind: move.kind,
      available_delta: move.availableDelta, frozen_delta: move.heldDelta, available_after: move.availableAfter, frozen_after: move.heldAfter,
      reference: move.reference, reason: move.reason, operator: move.operator, created_at: move.at,
    })));
  }

  for (const { id, balance } of system.values()) await db.update(ledgerAccounts).set({ balance }).where(eq(ledgerAccounts.id, id));
  // The customer side's balances are where the moves ended, which the payment accounts hold.
  for (let i = 0; i < bankAccountIds.length; i += BATCH) {
    const ids = bankAccountIds.slice(i, i + BATCH);
    await db.update(ledgerAccounts)
      .set({ balance: sql`case ${ledgerAccounts.kind} when 'customer_available' then ${bankAccounts.available} else ${bankAccounts.frozen} end` })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, ledgerAccounts.bank_account_id), inArray(ledgerAccounts.bank_account_id, ids)));
  }
}

async function customerLedgerIds(db: Database, bankAccountIds: readonly number[]) {
  const ids = new Map<number, { available: number; held: number }>();
  for (let i = 0; i < bankAccountIds.length; i += BATCH) {
    const rows = await db.select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, bank_account_id: ledgerAccounts.bank_account_id })
      .from(ledgerAccounts).where(inArray(ledgerAccounts.bank_account_id, bankAccountIds.slice(i, i + BATCH)));
    for (const row of rows) {
      const sides = ids.get(row.bank_account_id!) ?? { available: 0, held: 0 };
      sides[row.kind === 'customer_available' ? 'available' : 'held'] = row.id;
      ids.set(row.bank_account_id!, sides);
    }
  }
  return ids;
}

async function systemAccounts(db: Database) {
  const rows = await db.select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts).where(isNull(ledgerAccounts.bank_account_id));
  return new Map(rows.map((row) => [row.kind, { id: row.id, balance: row.balance }]));
}
