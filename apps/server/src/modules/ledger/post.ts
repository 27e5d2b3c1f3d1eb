import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Stated, staff } from '@wallet/contracts';
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
  /** The member's reason (a freeze, a fee), or the system's note (a Pix): never a sentence the system made. */
  reason: Stated;
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
 * The order every transaction takes the institution's accounts in, settlement last: a payout's or
 * a return's second transfer (to settlement) comes after its first (to payouts in flight and fee
 * revenue, or to returns payable), so a transaction that posts both still takes them in this
 * order, and nobody waits in a circle. Settlement, which every Pix touches, is also held the least.
 */
const SYSTEM_LOCK_ORDER: readonly SystemKind[] = ['fee_revenue', 'payouts_in_flight', 'returns_payable', 'opening_balances', 'settlement'];

/**
 * Posts one transfer, in the caller's transaction: its entries (which must sum to zero), the new
 * balances of its ledger accounts, the payment accounts' balances and a statement line for each
 * payment account it touched. The customer's ledger accounts move under the payment account the
 * caller locked; the institution's are taken last, in SYSTEM_LOCK_ORDER, so that concurrent
 * transfers never wait in a circle and the busiest row (settlement) is held as briefly as the
 * transaction allows. The CHECK
 * constraints refuse customer money below zero; callers check what is available first, so that a
 * refusal reads as one.
 */
export async function postTransfer(db: Database, transfer: Transfer): Promise<PostedBalances> {
  const legs = mergedLegs(transfer.legs);
  const [created] = await db
    .insert(ledgerTransfers)
    .values({
      transfer_key: transfer.key, kind: transfer.kind, trade_id: transfer.tradeId ?? null, reason: transfer.reason,
      actor_id: transfer.actor?.id ?? null, operator: transfer.actor?.username ?? staff.SYSTEM_OPERATOR, created_at: transfer.now,
    })
    .onConflictDoNothing({ target: ledgerTransfers.transfer_key })
    .returning({ id: ledgerTransfers.id });
  if (!created) {
    const [earlier] = await db.select({ id: ledgerTransfers.id }).from(ledgerTransfers).where(eq(ledgerTransfers.transfer_key, transfer.key));
    return { transferId: earlier!.id, posted: false, accounts: new Map() };
  }

  // The customer's side first: their ledger accounts move only under their payment account's lock.
  const customerLegs = legs.flatMap((leg) => ('side' in leg.account ? [{ ...leg.account, amount: leg.amount }] : []));
  const customerAfter = await addToCustomerAccounts(db, customerLegs);
  const balances = await updatePaymentAccounts(db, transfer, created.id, customerLegs);
  // The institution's accounts last, one at a time in their lock order: every Pix takes
  // settlement, so it is held only for these few statements and the commit.
  const systemLegs = legs.flatMap((leg) => ('system' in leg.account ? [{ kind: leg.account.system, amount: leg.amount }] : []))
    .sort((x, y) => SYSTEM_LOCK_ORDER.indexOf(x.kind) - SYSTEM_LOCK_ORDER.indexOf(y.kind));
  const entries: (typeof ledgerEntries.$inferInsert)[] = customerAfter.map((row) => ({ transfer_id: created.id, ...row, created_at: transfer.now }));
  for (const leg of systemLegs) {
    const [after] = await db.update(ledgerAccounts).set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
      .where(and(isNull(ledgerAccounts.bank_account_id), eq(ledgerAccounts.kind, leg.kind)))
      .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance });
    if (!after) throw new Error(`The ledger has no account ${leg.kind}`);
    entries.push({ transfer_id: created.id, ledger_account_id: after.id, amount: leg.amount, balance_after: after.balance, created_at: transfer.now });
  }
  // One statement: the trigger that checks a transfer balances sees all of its entries at once.
  await db.insert(ledgerEntries).values(entries);
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

type CustomerLeg = { side: 'available' | 'held'; bankAccountId: number; amount: number };

/** Adds the legs to the customers' ledger accounts in one statement; answers each account's entry. */
async function addToCustomerAccounts(db: Database, legs: readonly CustomerLeg[]) {
  if (legs.length === 0) return [];
  const values = sql.join(legs.map((leg) => sql`(${leg.bankAccountId}::integer, ${CUSTOMER_KIND[leg.side]}::text, ${leg.amount}::bigint)`), sql`, `);
  const result = (await db.execute(sql`
    update ${ledgerAccounts} set balance = ${ledgerAccounts}.balance + v.amount
    from (values ${values}) as v (bank_account_id, kind, amount)
    where ${ledgerAccounts}.bank_account_id = v.bank_account_id and ${ledgerAccounts}.kind = v.kind
    returning ${ledgerAccounts}.id as ledger_account_id, v.amount, ${ledgerAccounts}.balance as balance_after`)) as unknown as {
    rows: { ledger_account_id: number; amount: string | number; balance_after: string | number }[];
  };
  if (result.rows.length !== legs.length) throw new Error('The ledger lacks an account of a payment account the transfer moves');
  return result.rows.map((row) => ({ ledger_account_id: Number(row.ledger_account_id), amount: Number(row.amount), balance_after: Number(row.balance_after) }));
}

/** The payment accounts' balances after the transfer, and a statement line for each. */
async function updatePaymentAccounts(db: Database, transfer: Transfer, transferId: number, legs: readonly CustomerLeg[]) {
  const moved = new Map<number, { available: number; held: number }>();
  for (const leg of legs) {
    const deltas = moved.get(leg.bankAccountId) ?? { available: 0, held: 0 };
    deltas[leg.side] += leg.amount;
    moved.set(leg.bankAccountId, deltas);
  }
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
      transfer_id: transferId,
      kind,
      available_delta: deltas.available,
      frozen_delta: deltas.held,
      available_after: after!.available,
      frozen_after: after!.frozen,
      reference: transfer.reference ?? transfer.key,
      reason: transfer.reason,
      actor_id: transfer.actor?.id ?? null,
      operator: transfer.actor?.username ?? staff.SYSTEM_OPERATOR,
      created_at: transfer.now,
    });
  }
  return balances;
}

/** Opens the ledger accounts of new payment accounts: their available and held money, both empty. */
export async function openLedgerAccounts(db: Database, bankAccountIds: readonly number[]) {
  if (bankAccountIds.length === 0) return;
  await db.insert(ledgerAccounts).values(bankAccountIds.flatMap((id) => [
    { kind: CUSTOMER_KIND.available, bank_account_id: id },
    { kind: CUSTOMER_KIND.held, bank_account_id: id },
  ]));
}
