import { count, eq, gte, sql, sum } from 'drizzle-orm';
import type { banking, z } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import { calendarDay, dayBounds } from '../../db/list-filters.js';
import { pageAnswer, pageOffset } from '../../db/list-page.js';
import { ledgerAccounts, ledgerEntries } from '../../db/schema/index.js';
import { refusalError } from '../../core/errors.js';

type Body = z.output<typeof banking.trialBalance.body>;

/** The order a trial balance lists its lines in: the customers' money, then the institution's own accounts. */
const KINDS: readonly banking.LedgerAccountKind[] = [
  'customer_available', 'customer_held', 'settlement', 'fee_revenue', 'payouts_in_flight', 'returns_payable', 'opening_balances',
];

/**
 * The period's instants: from the start of its first Brasília day to the end of its last; a
 * period left open ends today, and one given only its end is that one day.
 */
function periodOf(body: Body, now: Date) {
  const last = body.created_to ?? calendarDay(now);
  const first = body.created_from ?? last;
  if (first > last) throw refusalError(400, 'input.invalid_field', { field: 'created_to', problem: 'must not be before created_from' });
  const { from, before } = dayBounds(first, last);
  return { from: from!, before: before! };
}

/**
 * The trial balance of a period: every kind of ledger account with its balance before the period,
 * its debits and credits in it, and its balance at its end. A balance at an instant is the
 * account's balance now less what was posted since, so that only the entries from the period's
 * start on are read (the entries are kept by month: older months are not touched).
 */
export async function trialBalance(db: Database, body: Body, now: Date): Promise<z.output<typeof banking.trialBalance.data>> {
  const { from, before } = periodOf(body, now);
  const inPeriod = sql`${ledgerEntries.created_at} < ${before}`;
  const moved = db.select({
    account: ledgerEntries.ledger_account_id,
    debits: sql<number>`coalesce(sum(-${ledgerEntries.amount}) filter (where ${inPeriod} and ${ledgerEntries.amount} < 0), 0)`.as('debits'),
    credits: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${inPeriod} and ${ledgerEntries.amount} > 0), 0)`.as('credits'),
    after: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where not (${inPeriod})), 0)`.as('after'),
  }).from(ledgerEntries).where(gte(ledgerEntries.created_at, from)).groupBy(ledgerEntries.ledger_account_id).as('moved');
  // One statement, so that the balances and the entries are read in one snapshot: a transfer
  // posted meanwhile is in both or in neither.
  const totals = await db.select({
    kind: ledgerAccounts.kind,
    accounts: count(),
    balance: sum(ledgerAccounts.balance).mapWith(Number),
    debits: sql`coalesce(sum(${moved.debits}), 0)`.mapWith(Number),
    credits: sql`coalesce(sum(${moved.credits}), 0)`.mapWith(Number),
    after: sql`coalesce(sum(${moved.after}), 0)`.mapWith(Number),
  }).from(ledgerAccounts).leftJoin(moved, eq(moved.account, ledgerAccounts.id)).groupBy(ledgerAccounts.kind);
  const lines = KINDS.map((kind) => {
    const { accounts = 0, balance = 0, debits = 0, credits = 0, after = 0 } = totals.find((line) => line.kind === kind) ?? {};
    const closing = balance - after;
    return { kind, accounts, opening: closing - credits + debits, debits, credits, closing };
  });
  const start = pageOffset(body.page, body.page_size);
  return pageAnswer(lines.slice(start, start + body.page_size), { total: lines.length, capped: false }, body);
}
