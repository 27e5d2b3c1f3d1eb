import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique.js';
import { trades } from '../../db/schema/index.js';
import type { SpiParty } from '../../integrations/spi/gateway.js';
import type { SpiNote } from '@wallet/contracts';

/** Why a Pix failed, as its trade keeps it. */
export type PixRefusal = SpiNote;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
const utcDigits = (at: Date, length: number) => at.toISOString().replace(/\D/g, '').slice(0, length);

/** A new end-to-end id for a Pix we start: `E`, our ISPB, the UTC minute and 11 letters or digits. */
export const newEndToEndId = (ourIspb: string, at: Date) => `E${ourIspb}${utcDigits(at, 12)}${randomText(ALPHANUMERIC, 11)}`;

/** A new id for a return we send: `D`, our ISPB, the UTC minute and 11 letters or digits. */
export const newReturnId = (ourIspb: string, at: Date) => `D${ourIspb}${utcDigits(at, 12)}${randomText(ALPHANUMERIC, 11)}`;

/**
 * A trade's id and number from one draw of its sequence, in the INSERT itself: the number is `T`,
 * the UTC day and the id in ten digits, unique by construction. The row's values are evaluated in
 * order, so `currval` reads the id `nextval` just drew.
 */
const TRADE_ID = sql`nextval(pg_get_serial_sequence('trades', 'id'))`;
const tradeNoOf = (at: Date) => sql`${`T${utcDigits(at, 8)}`} || lpad(currval(pg_get_serial_sequence('trades', 'id'))::text, 10, '0')`;

/** Merchants pay 0.99 % of a Pix they receive (at least a centavo) and R$ 0,50 for one they send; wallet users nothing. */
export const payinFee = (ownerKind: 'user' | 'merchant', amount: number) => (ownerKind === 'merchant' ? Math.max(1, Math.floor((amount * 99) / 10_000)) : 0);
export const payoutFee = (ownerKind: 'user' | 'merchant') => (ownerKind === 'merchant' ? 50 : 0);

export interface TradeRecord {
  type: 'payin' | 'payout';
  /** Our customer (the trade's owner) and their account. */
  ownerId: number;
  accountId: number;
  amount: number;
  fee: number;
  payer: SpiParty;
  payee: SpiParty;
  endToEndId: string;
  txid?: string | undefined;
  description: string;
  at: Date;
  /** Null while the trade is processing; a failure carries its reason; a payout held for a second look is pending. */
  outcome: { status: 'success' } | { status: 'pending' } | { status: 'failed'; reason: PixRefusal } | null;
  /** A payout's key, and what the marked-payee rule did with it. */
  payeeKey?: string | null;
  payeeRule?: typeof trades.$inferInsert.payee_rule;
}

/**
 * Writes a trade as it stands (its times run in order, as the database requires); null when a
 * trade with its end-to-end id was written first, by a delivery of the same Pix racing this one.
 * The end-to-end id is unique across months in `trade_keys`, whose row the trade's INSERT writes
 * (a trigger): a taken one refuses the INSERT, inside a savepoint so that the caller's
 * transaction goes on.
 */
export async function insertTrade(db: Database, record: TradeRecord) {
  try {
    return await db.transaction((savepoint) => writeTrade(savepoint as unknown as Database, record));
  } catch (error) {
    if (isUniqueViolation(error, 'trade_keys_end_to_end_id_key')) return null;
    throw error;
  }
}

async function writeTrade(db: Database, record: TradeRecord) {
  const { outcome } = record;
  const [row] = await db.insert(trades).values({
    id: TRADE_ID, trade_no: tradeNoOf(record.at), trade_type: record.type, status: outcome?.status ?? 'processing', amount: record.amount, fee: record.fee,
    merchant_id: record.ownerId, account_id: record.accountId,
    payer_name: record.payer.name, payer_document: record.payer.document, payer_ispb: record.payer.ispb, payer_branch: record.payer.branch, payer_account: record.payer.account,
    payee_name: record.payee.name, payee_document: record.payee.document, payee_ispb: record.payee.ispb, payee_branch: record.payee.branch, payee_account: record.payee.account,
    end_to_end_id: record.endToEndId, txid: record.txid ?? null, description: record.description,
    failure_reason: outcome?.status === 'failed' ? outcome.reason : null, payee_key: record.payeeKey ?? null, payee_rule: record.payeeRule ?? null,
    created_at: record.at, processed_at: outcome?.status === 'pending' ? null : record.at, finished_at: outcome && outcome.status !== 'pending' ? record.at : null,
  }).returning();
  return row!;
}

/** Ends a processing trade: settled, or failed with its reason. */
export async function finishTrade(db: Database, tradeId: number, outcome: { status: 'success' } | { status: 'failed'; reason: PixRefusal }, at: Date) {
  const [row] = await db.update(trades)
    .set({ status: outcome.status, failure_reason: outcome.status === 'failed' ? outcome.reason : null, finished_at: at })
    .where(eq(trades.id, tradeId))
    .returning();
  return row!;
}
