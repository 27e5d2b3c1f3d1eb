// Migration 0058 turns what the MED, the fraud markers, the infraction reports, the holds and the
// APIX reports' log wrote in words or codes inside text into notes, keeps what members typed as they typed it, and an empty
// case note as none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { note } from '@wallet/contracts';
import { migrateDatabase } from './migrate.js';
import { rowsOf } from '../test-support/database.js';
import { databaseBefore } from '../test-support/migrations-before.js';
import type { DatabaseHandle } from './client.js';

let database: DatabaseHandle;

/** A case's timeline as the old code wrote it (kind, actor, note), and the note each becomes. */
const CASE_EVENTS: [string, string, string, unknown][] = [
  ['opened', 'customer', 'SCAM: The seller vanished: no phone came', note('med.contested', { situation: 'SCAM', details: 'The seller vanished: no phone came' })],
  ['opened', 'DICT', 'a1b2c3 (ACCOUNT_TAKEOVER)', note('med.reported', { report: 'a1b2c3', situation: 'ACCOUNT_TAKEOVER' })],
  ['opened', 'DICT', 'f00d-42', note('med.asked_by_request', { request: 'f00d-42' })],
  ['opened', 'compliance', 'FRAUD: customer called (SCAM)', 'FRAUD: customer called (SCAM)'],
  ['taken', 'analyst', '', null],
  ['taken', 'analyst', 'compliance', note('med.taken_from', { member: 'compliance' })],
  ['cautionary_hold', 'compliance', 'Block while we look', 'Block while we look'],
  ['customer_told', 'system', '', null],
  ['refund_requested', 'compliance', 'FRAUD: Paid a fake seller', note('med.refund_reason', { reason: 'FRAUD', details: 'Paid a fake seller' })],
  ['refund_requested', 'compliance', 'Loja (Filial) Azul (60701190): Moved on', note('med.refund_asked_of', { holder: 'Loja (Filial) Azul', ispb: '60701190', details: 'Moved on' })],
  ['refund_request_received', 'DICT', 'OPERATIONAL_FLAW: Sent twice', note('med.refund_reason', { reason: 'OPERATIONAL_FLAW', details: 'Sent twice' })],
  ['refund_answered', 'DICT', 'PARTIALLY_ACCEPTED: Half was left', note('med.refund_result', { result: 'PARTIALLY_ACCEPTED', details: 'Half was left' })],
  ['refund_answered', 'DICT', 'REJECTED (NO_BALANCE): Nothing left', note('med.refund_rejection', { rejection: 'NO_BALANCE', details: 'Nothing left' })],
  ['refund_accepted', 'compliance', 'TOTALLY_ACCEPTED: Fraud confirmed', note('med.refund_result', { result: 'TOTALLY_ACCEPTED', details: 'Fraud confirmed' })],
  ['refund_rejected', 'compliance', 'CANNOT_REFUND: The sale was real', note('med.refund_rejection', { rejection: 'CANNOT_REFUND', details: 'The sale was real' })],
  ['refund_cancelled', 'compliance', 'Asked by mistake', 'Asked by mistake'],
  ['refund_cancelled', 'DICT', '', null],
  ['return_sent', 'compliance', 'D60701190202611011200abc', note('med.return', { return: 'D60701190202611011200abc' })],
  ['return_received', 'system', 'D60701190202611011200def', note('med.return', { return: 'D60701190202611011200def' })],
  ['return_received', 'system', 'D60701190202611011200ghi: AC07 The payer account is closed', note('med.return_refused', { return: 'D60701190202611011200ghi', code: 'AC07' })],
  ['fraud_marked', 'compliance', 'MULE_ACCOUNT: ana.souza@exemplo.com.br. Money moved on. Twice.', note('fraud.marked', { kind: 'MULE_ACCOUNT', subject: 'ana.souza@exemplo.com.br', note: 'Money moved on. Twice.' })],
  ['closed', 'system', 'PARTIALLY_ACCEPTED', note('med.closed_by_answer', { result: 'PARTIALLY_ACCEPTED' })],
  ['closed', 'compliance', 'Nothing left to do', 'Nothing left to do'],
];
/** An infraction report's history as the old code wrote it, and the note each becomes. */
const HISTORY: [string, unknown][] = [
  ['Reported by us', note('infraction.we_reported')],
  ['Acknowledged by Itaú Unibanco S.A.', note('infraction.acknowledged', { by: 'Itaú Unibanco S.A.' })],
  ['Closed by Nu Pagamentos S.A. - IP with the analysis DISAGREED', note('infraction.closed', { by: 'Nu Pagamentos S.A. - IP', analysis: 'DISAGREED' })],
  ['Closed by us with the analysis AGREED', note('infraction.we_closed', { analysis: 'AGREED' })],
  ['Canceled by participant 18236120', note('infraction.canceled', { by: '18236120' })],
  ['Acknowledged by us', note('infraction.we_acknowledged')],
  ['Canceled by us', note('infraction.we_canceled')],
];
/** An APIX report's operation log as the old code wrote it (action, details), and the note each becomes. */
const REPORT_LOG: [string, string, unknown][] = [
  ['generate', 'Queued as job 12', note('report.queued', { job: '12' })],
  ['generated', 'Job 12: 340 trades, 2345 bytes', note('report.built', { trades: 340, bytes: 2_345 })],
  ['generation_failed', 'Job 13: The generated file does not pass the APIX001 schema: line 5: bad', note('report.build_failed', { job: '13', error: 'The generated file does not pass the APIX001 schema: line 5: bad' })],
  ['submit', 'Protocol STA-APIX001-202610-7f3a', note('report.sent', { protocol: 'STA-APIX001-202610-7f3a' })],
  ['submit', 'Protocol STA-APIX001-202610-8b4c, sent as a replacement', note('report.sent_replacing', { protocol: 'STA-APIX001-202610-8b4c' })],
  ['upload_replacement', 'APIX001-fixed.xml', 'APIX001-fixed.xml'],
  ['reject', 'Totals differ from SPI', 'Totals differ from SPI'],
  ['download', '', ''],
];
/** Why holds were released, and the note each becomes. */
const RELEASES: [string, unknown][] = [
  ['Cautionary block expired after 72 hours without escalation (Res. BCB 147/2021)', note('hold.expired')],
  ['Returned to the payer through the MED', note('hold.returned')],
  ['Released as its MED case closed', note('hold.case_closed')],
  ['Court order lifted', 'Court order lifted'],
];

beforeAll(async () => {
  database = await databaseBefore('0058_case_notes');
  const { db } = database;
  const now = sql`'2026-11-01T12:00:00Z'::timestamptz`;
  await db.execute(sql`insert into wallet_users (kind, name, email, phone, doc_type, doc_number, status, kyc_status, created_at, updated_at)
    values ('merchant', 'Loja Azul Ltda', 'loja@exemplo.com.br', '+5511912345678', 'CNPJ', '11222333000181', 'active', 'approved', ${now}, ${now})`);
  await db.execute(sql`insert into bank_accounts (owner_id, owner_kind, ispb, branch, account_number, account_type, status, available, frozen, created_at, updated_at)
    select id, kind, '00000000', '0001', '1', 'CACC', 'active', 0, 0, ${now}, ${now} from wallet_users`);
  await db.execute(sql`insert into trades (trade_no, trade_type, status, amount, merchant_id, account_id, payer_name, payer_document, payer_ispb, payer_branch, payer_account,
      payee_name, payee_document, payee_ispb, payee_branch, payee_account, end_to_end_id, created_at)
    select 'T1', 'payin', 'success', 1000, owner_id, id, 'Joana Dias', '52998224725', '60701190', '0001', '9',
      'Loja Azul Ltda', '11222333000181', '00000000', '0001', '1', 'E0000000020261101120000000000001', ${now} from bank_accounts`);
  await db.execute(sql`insert into med_cases (trade_id, end_to_end_id, trade_no, side, origin, status, amount, customer_id, account_id, counterparty_ispb, opened_by, opened_at, closed_at, close_note)
    select t.id, t.end_to_end_id, t.trade_no, 'receiver', 'staff', 'closed', 1000, t.merchant_id, t.account_id, '60701190', 'compliance', ${now}, ${now}, 'PARTIALLY_ACCEPTED' from trades t`);
  for (const [kind, actor, text] of CASE_EVENTS) {
    await db.execute(sql`insert into med_case_events (case_id, kind, actor, note, at) select id, ${kind}, ${actor}, ${text}, ${now} from med_cases`);
  }
  await db.execute(sql`insert into infraction_tasks (dict_id, end_to_end_id, trade_id, inf_type, situation_type, status, reported_by, counterparty_ispb, details,
      deadline_at, dict_modified_at, created_at, updated_at)
    select 'r1', end_to_end_id, id, 'FRAUD', 'SCAM', 'open', 'us', '60701190', 'A report', ${now}, ${now}, ${now}, ${now} from trades`);
  for (const [text] of HISTORY) {
    await db.execute(sql`insert into infraction_events (task_id, status, actor, note, at) select id, 'open', 'DICT', ${text}, ${now} from infraction_tasks`);
  }
  for (const [n, [reason]] of RELEASES.entries()) {
    await db.execute(sql`insert into funds_freezes (account_id, amount, remaining, released, status, reason, release_reason, created_by, created_at, released_at)
      select id, 100, 0, 100, 'released', 'Suspicious pattern', ${reason}, 'ops', ${now}, ${now} from bank_accounts`);
    await db.execute(sql`insert into ledger_transfers (transfer_key, kind, reason, operator, created_at) values (${`old:${n}`}, 'unfreeze', ${JSON.stringify(reason)}::jsonb, 'system', ${now})`);
    await db.execute(sql`insert into funds_logs (account_id, kind, available_delta, frozen_delta, available_after, frozen_after, reason, operator, created_at)
      select id, 'unfreeze', 100, -100, 100, 0, ${JSON.stringify(reason)}::jsonb, 'system', ${now} from bank_accounts`);
  }
  // A member's freeze reason that reads like a system one stays theirs: only a release is the system's.
  await db.execute(sql`insert into funds_logs (account_id, kind, available_delta, frozen_delta, available_after, frozen_after, reason, operator, created_at)
    select id, 'freeze', -100, 100, 0, 100, ${JSON.stringify(RELEASES[1]![0])}::jsonb, 'ops', ${now} from bank_accounts`);
  await db.execute(sql`insert into month_reports (month, report_type, created_at, updated_at) values ('2026-10', 'APIX001', ${now}, ${now})`);
  for (const [action, details] of REPORT_LOG) {
    await db.execute(sql`insert into month_report_logs (report_id, action, actor, details, at) select id, ${action}, 'system', ${details}, ${now} from month_reports`);
  }
  await migrateDatabase(database);
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('migration 0058', () => {
  it("turns a case's timeline into notes by kind and writer, keeps staff's words, and an empty note as none", async () => {
    const events = await rowsOf<{ note: unknown }>(database.db, sql`select note from med_case_events order by id`);
    expect(events.map((row) => row.note)).toEqual(CASE_EVENTS.map(([, , , after]) => after));
    const [closed] = await rowsOf<{ close_note: unknown }>(database.db, sql`select close_note from med_cases`);
    expect(closed!.close_note).toEqual(note('med.closed_by_answer', { result: 'PARTIALLY_ACCEPTED' }));
  });

  it("turns an infraction report's history into notes, the other participant by name", async () => {
    const history = await rowsOf<{ note: unknown }>(database.db, sql`select note from infraction_events order by id`);
    expect(history.map((row) => row.note)).toEqual(HISTORY.map(([, after]) => after));
  });

  it("turns an APIX report's log of its job and its filing into notes, and keeps files' names and members' words", async () => {
    const log = await rowsOf<{ details: unknown }>(database.db, sql`select details from month_report_logs order by id`);
    expect(log.map((row) => row.details)).toEqual(REPORT_LOG.map(([, , after]) => after));
  });

  it("turns the system's release reasons into notes on the hold, its transfer and its statement line", async () => {
    const expected = RELEASES.map(([, after]) => after);
    expect((await rowsOf<{ release_reason: unknown }>(database.db, sql`select release_reason from funds_freezes order by id`)).map((row) => row.release_reason)).toEqual(expected);
    expect((await rowsOf<{ reason: unknown }>(database.db, sql`select reason from ledger_transfers order by id`)).map((row) => row.reason)).toEqual(expected);
    expect((await rowsOf<{ reason: unknown }>(database.db, sql`select reason from funds_logs order by id`)).map((row) => row.reason)).toEqual([...expected, RELEASES[1]![0]]);
  });
});
