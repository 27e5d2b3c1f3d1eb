import type pg from 'pg';
import { note } from '@wallet/contracts';
import { OUR_ISPB, OUTSIDE_PAYER } from './customers.js';
import type { PlannedPayin } from './payin-plan.js';

/** The institution's ledger accounts a pay-in posts to. */
export interface SystemLedgerIds {
  settlement: number;
  feeRevenue: number;
}

export async function systemLedgerIds(pool: pg.Pool): Promise<SystemLedgerIds> {
  const { rows } = await pool.query<{ id: number; kind: string }>(`select id, kind from ledger_accounts where bank_account_id is null and kind in ('settlement', 'fee_revenue')`);
  const idOf = (kind: string) => rows.find((row) => row.kind === kind)!.id;
  return { settlement: idOf('settlement'), feeRevenue: idOf('fee_revenue') };
}

let tradeNumbers = 0;

/**
 * The rows a pay-in through the engine writes, by hand in one transaction: the trade, its
 * transfer, the account's new balance and its statement line, the ledger accounts' new balances
 * and their entries. Nothing is read first and nothing checked. The customer's rows are taken
 * first and the institution's last (in id order): every pay-in waits for those, so they are held
 * for as short a time as can be.
 */
export async function postPlainPayin(pool: pg.Pool, system: SystemLedgerIds, payin: PlannedPayin): Promise<void> {
  const { customer, amount, fee, at } = payin;
  // The engine's numbers are `T`, the day and ten random digits: `B` keeps these out of their way.
  const tradeNo = `B${at.toISOString().replace(/\D/g, '').slice(0, 8)}${String(tradeNumbers++).padStart(10, '0')}`;
  // The statement line's note, as the engine writes it (a jsonb column: sent as its JSON).
  const reason = JSON.stringify(note('pix.received', { payer: OUTSIDE_PAYER.name }));
  const client = await pool.connect();
  try {
    await client.query('begin');
    const trade = await client.query<{ id: string }>(
      `insert into trades (trade_no, trade_type, status, amount, fee, merchant_id, account_id,
         payer_name, payer_document, payer_ispb, payer_branch, payer_account,
         payee_name, payee_document, payee_ispb, payee_branch, payee_account,
         end_to_end_id, description, created_at, processed_at, finished_at)
       values ($1, 'payin', 'success', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'Pix received', $17, $17, $17)
       returning id`,
      [tradeNo, amount, fee, customer.ownerId, customer.accountId,
        OUTSIDE_PAYER.name, OUTSIDE_PAYER.document, OUTSIDE_PAYER.ispb, OUTSIDE_PAYER.branch, OUTSIDE_PAYER.account,
        customer.name, customer.document, OUR_ISPB, customer.branch, customer.accountNumber, payin.endToEndId, at],
    );
    const transfer = await client.query<{ id: string }>(
      `insert into ledger_transfers (transfer_key, kind, trade_id, reason, operator, created_at) values ($1, 'payin', $2, $3, 'system', $4) returning id`,
      [`payin:${payin.endToEndId}`, trade.rows[0]!.id, reason, at],
    );
    const transferId = transfer.rows[0]!.id;
    const credited = amount - fee;
    const account = await client.query<{ available: string; frozen: string }>(
      'update bank_accounts set available = available + $1, updated_at = $2 where id = $3 returning available, frozen',
      [credited, at, customer.accountId],
    );
    await client.query(
      `insert into funds_logs (account_id, transfer_id, kind, available_delta, frozen_delta, available_after, frozen_after, reference, reason, operator, created_at)
       values ($1, $2, 'payin', $3, 0, $4, $5, $6, $7, 'system', $8)`,
      [customer.accountId, transferId, credited, account.rows[0]!.available, account.rows[0]!.frozen, `trade:${tradeNo}`, reason, at],
    );
    const legs = [
      { id: customer.availableLedgerId, amount: credited },
      { id: system.settlement, amount: -amount },
      ...(fee ? [{ id: system.feeRevenue, amount: fee }] : []),
    ];
    const after: string[] = [];
    for (const leg of legs) {
      const moved = await client.query<{ balance: string }>('update ledger_accounts set balance = balance + $1 where id = $2 returning balance', [leg.amount, leg.id]);
      after.push(moved.rows[0]!.balance);
    }
    await client.query(
      `insert into ledger_entries (transfer_id, ledger_account_id, amount, balance_after, created_at)
       select $1, *, $5 from unnest($2::int[], $3::bigint[], $4::bigint[])`,
      [transferId, legs.map((leg) => leg.id), legs.map((leg) => leg.amount), after, at],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
