import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bankAccounts, fundsLogs, ledgerAccounts, ledgerEntries, ledgerTransfers, SYSTEM_LEDGER_KINDS, TRANSFER_KINDS } from '../../db/schema/index.js';

type SystemKind = (typeof SYSTEM_LEDGER_KINDS)[number];
type TransferKind = (typeof TRANSFER_KINDS)[number];

/** A ledger account: one side of a payment account's money, or one of the institution's own. */
export type LedgerAccountRef =
  | { side: 'available' | 'held'; bankAccountId: number }
  | { system: SystemKind };

/** One side of a transfer: centavos credited (positive) or debited (negative) to an account. */
interface Leg {
  account: LedgerAccountRef;
  amount: number;
}

export interface Transfer {
  /** What identifies the movement (`fee:7`): a transfer whose key was posted before posts nothing. */
  key: string;
  kind: TransferKind;
  legs: readonly Leg[];
  reason: string;
  actor: { id: number; username: string } | null;
  now: Date;
  /** What the payment accounts' statements name as the cause (`freeze:12`); the key when absent. */
  reference?: string;
  /** The Pix trade the transfer carries. */
  tradeId?: number;
}

type StatementKind = (typeof fundsLogs.$inferInsert)['kind'];
/** A transfer that moves a customer's money shows on their statement under its own kind; these never do. */
const OFF_STATEMENT: readonly TransferKind[] = ['opening', 'payout_settled', 'return_settled'];
const onStatement = (kind: TransferKind): kind is StatementKind => !OFF_STATEMENT.includes(kind);

/** Where a posted transfer left each payment account it touched. */
export interface PostedBalances {
  transferId: number;
  /** False when the key had been posted already: nothing moved this time. */
  posted: boolean;
  accounts: Map<number, { available: number; frozen: number }>;
}

const CUSTOMER_KIND = { available: 'customer_available', held: 'customer_held' } as const;

/**
 * Posts one transfer, in the caller's transaction: its entries (which must sum to zero), the new
 * balances of its ledger accounts, the payment accounts' balances and a statement line for each
 * payment account it touched. Ledger accounts are locked in id order, after any payment account
 * the caller locked, so that concurrent transfers never wait on each other in a circle. The CHECK
 * constraints refuse customer money below zero; callers check what is available first, so that a
 * refusal reads as one.
 */
export async function postTransfer(db: Database, transfer: Transfer): Promise<PostedBalances> {
  const legs = mergedLegs(transfer.legs);
  const [created] = await db
    .insert(ledgerTransfers)
    .values({
      transfer_key: transfer.key, kind: transfer.kind, trade_id: transfer.tradeId ?? null, reason: transfer.reason,
      actor_id: transfer.actor?.id ?? null, operator: transfer.actor?.username ?? 'system', created_at: transfer.now,
    })
    .onConflictDoNothing({ target: ledgerTransfers.transfer_key })
    .returning({ id: ledgerTransfers.id });
  if (!created) {
    const [earlier] = await db.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.transfer_key, transfer.key));
    return { transferId: earlier!.id, posted: false, accounts: new Map() };
  }

  const accounts = await lockAccounts(db, legs.map((leg) => leg.account));
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  const moved = new Map<number, { available: number; held: number }>();
  for (const leg of legs) {
    const account = accounts.get(refKey(leg.account))!;
    const [after] = await db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
      .where(eq(ledgerAccounts.id, account.id))
      .returning({ balance: ledgerAccounts.balance });
    entries.push({ transfer_id: created.id, ledger_account_id: account.id, amount: leg.amount, balance_after: after!.balance });
    if ('side' in leg.account) {
      const deltas = moved.get(leg.account.bankAccountId) ?? { available: 0, held: 0 };
      deltas[leg.account.side] += leg.amount;
      moved.set(leg.account.bankAccountId, deltas);
    }
  }
  // One statement: the trigger that checks a transfer balances sees all of its entries at once.
  await db.insert(ledgerEntries).values(entries);

  const balances = new Map<number, { available: number; frozen: number }>();
  for (const [bankAccountId, deltas] of moved) {
    const [after] = await db
      .update(bankAccounts)
      .set({ available: sql`${bankAccounts.available} + ${deltas.available}`, frozen: sql`${bankAccounts.frozen} + ${deltas.held}`, updated_at: transfer.now })
      .where(eq(bankAccounts.id, bankAccountId))
      .returning({ available: bankAccounts.available, frozen: bankAccounts.frozen });
    balances.set(bankAccountId, after!);
    const kind = transfer.kind;
    if (!onStatement(kind)) continue;
    await db.insert(fundsLogs).values({
      account_id: bankAccountId,
      transfer_id: created.id,
      kind,
      available_delta: deltas.available,
      frozen_delta: deltas.held,
      available_after: after!.available,
      frozen_after: after!.frozen,
      reference: transfer.reference ?? transfer.key,
      reason: transfer.reason,
      actor_id: transfer.actor?.id ?? null,
      operator: transfer.actor?.username ?? 'system',
      created_at: transfer.now,
    });
  }
  return { transferId: created.id, posted: true, accounts: balances };
}

/** The legs with one per account, in a fixed order; a transfer that does not balance is a bug, refused loudly. */
function mergedLegs(legs: readonly Leg[]): Leg[] {
  const byAccount = new Map<string, Leg>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`A ledger leg moves a whole, non-zero number of centavos, not ${leg.amount}`);
    const key = refKey(leg.account);
    byAccount.set(key, { account: leg.account, amount: (byAccount.get(key)?.amount ?? 0) + leg.amount });
  }
  const merged = [...byAccount.values()].filter((leg) => leg.amount !== 0);
  const sum = merged.reduce((total, leg) => total + leg.amount, 0);
  if (merged.length === 0 || sum !== 0) throw new Error(`A ledger transfer's legs must sum to zero (they sum to ${sum})`);
  return merged;
}

const refKey = (ref: LedgerAccountRef) => ('side' in ref ? `${ref.bankAccountId}:${ref.side}` : ref.system);

/** The ledger accounts of the legs, locked in id order. */
async function lockAccounts(db: Database, refs: LedgerAccountRef[]) {
  const customer = refs.flatMap((ref) => ('side' in ref ? [ref] : []));
  const system = refs.flatMap((ref) => ('system' in ref ? [ref.system] : []));
  const rows = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, bank_account_id: ledgerAccounts.bank_account_id })
    .from(ledgerAccounts)
    .where(or(
      customer.length ? inArray(ledgerAccounts.bank_account_id, [...new Set(customer.map((ref) => ref.bankAccountId))]) : undefined,
      system.length ? and(isNull(ledgerAccounts.bank_account_id), inArray(ledgerAccounts.kind, system)) : undefined,
    ))
    .orderBy(ledgerAccounts.id)
    .for('update');
  const found = new Map(rows.map((row) => [row.bank_account_id === null ? row.kind : `${row.bank_account_id}:${row.kind === CUSTOMER_KIND.available ? 'available' : 'held'}`, row]));
  for (const ref of refs) {
    if (!found.has(refKey(ref))) throw new Error(`The ledger has no account ${refKey(ref)}`);
  }
  return found;
}

/**
 * Locks institution accounts a transaction will post to more than once, before its first transfer:
 * each transfer locks its accounts in id order, but two transfers in one transaction would
 * otherwise take them in two rounds, and another transaction could take one in between.
 */
export async function lockSystemAccounts(db: Database, kinds: readonly SystemKind[]) {
  await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.bank_account_id), inArray(ledgerAccounts.kind, [...kinds])))
    .orderBy(ledgerAccounts.id)
    .for('update');
}

/** Opens the ledger accounts of new payment accounts: their available and held money, both empty. */
export async function openLedgerAccounts(db: Database, bankAccountIds: readonly number[]) {
  if (bankAccountIds.length === 0) return;
  await db.insert(ledgerAccounts).values(bankAccountIds.flatMap((id) => [
    { kind: CUSTOMER_KIND.available, bank_account_id: id },
    { kind: CUSTOMER_KIND.held, bank_account_id: id },
  ]));
}
