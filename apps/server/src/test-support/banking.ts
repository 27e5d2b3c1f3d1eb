import { sql } from 'drizzle-orm';
import { banking, users } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import { availableOf, loadAccount, moveFunds } from '../modules/banking/index.js';
import type { TestApp } from './harness.js';
import { rowsOf } from './database.js';
import { makeCpf } from '../simulation/people.js';
import { SeededRandom } from '../simulation/random.js';

const random = new SeededRandom(20_261_122);
let opened = 0;

/** Creates a user or merchant through the API and opens an active account for it. */
export async function openAccount(t: TestApp, token: string, options: { kind?: 'user' | 'merchant'; ispb?: string; cpf?: string; name?: string } = {}) {
  const n = opened++;
  const kind = options.kind ?? 'user';
  const owner = await t.call(users.create, {
    kind, name: options.name ?? `${kind === 'merchant' ? 'Loja' : 'Pessoa'} Número ${n}`, email: `owner${n}@exemplo.com.br`, phone: '+5511912345678', doc_type: 'CPF', doc_number: options.cpf ?? makeCpf(random),
  }, { token });
  if (owner.code !== 200) throw new Error(`could not create the owner: ${owner.msg}`);
  const account = await t.call(banking.create, { owner_id: owner.data!.id, ...(options.ispb ? { ispb: options.ispb } : {}), account_type: 'CACC' }, { token });
  if (account.code !== 200) throw new Error(`could not open the account: ${account.msg}`);
  await t.call(banking.activate, { id: account.data!.id }, { token });
  return account.data!;
}

let deposits = 0;

/** Credits money the way an incoming Pix does: a transfer from settlement, in a transaction on a locked account. */
export async function deposit(db: Database, accountId: number, amount: number, now: Date) {
  const key = `deposit:test:${process.pid}:${deposits++}`;
  await db.transaction(async (tx) => {
    const locked = await loadAccount(tx as unknown as Database, accountId, { forUpdate: true });
    await moveFunds(tx as unknown as Database, locked, {
      key, kind: 'deposit', reference: 'test', reason: 'Test deposit', actor: null, now,
      legs: [{ account: { system: 'settlement' }, amount: -amount }, { account: availableOf(locked), amount }],
    });
  });
}

/** Every money table and the balances, to show that a refused call changed nothing. */
export const moneyState = (db: Database) =>
  rowsOf(db, sql`select
    (select coalesce(json_agg(a order by a.id), '[]') from (select id, available, frozen, status from bank_accounts) a) as accounts,
    (select count(*) from funds_logs) as logs,
    (select count(*) from funds_freezes) as freezes,
    (select coalesce(sum(remaining), 0) from funds_freezes) as held,
    (select count(*) from fee_logs) as fees,
    (select count(*) from ledger_transfers) as transfers,
    (select coalesce(json_agg(l order by l.id), '[]') from (select id, balance from ledger_accounts) l) as ledger`);

/**
 * Where the ledger's promise is broken, each list empty when all is well: payment accounts whose
 * balances differ from their statement, their ledger accounts or what their freezes hold;
 * statement lines and entries whose balance-after differs from the running sum; ledger accounts
 * whose balance differs from their entries; transfers that do not sum to zero; and the sum of
 * every ledger account, which must be zero.
 */
export async function ledgerDrift(db: Database) {
  const balances = await rowsOf(db, sql`
    select a.id, a.available, a.frozen, l.available as ledger_available, l.frozen as ledger_frozen, f.held
    from bank_accounts a
    left join (select account_id, sum(available_delta) as available, sum(frozen_delta) as frozen from funds_logs group by account_id) l on l.account_id = a.id
    left join (select account_id, sum(remaining) as held from funds_freezes group by account_id) f on f.account_id = a.id
    where a.available <> coalesce(l.available, 0) or a.frozen <> coalesce(l.frozen, 0) or a.frozen <> coalesce(f.held, 0)`);
  const chain = await rowsOf(db, sql`
    select id from (
      select id, available_after, frozen_after,
        sum(available_delta) over (partition by account_id order by id) as running_available,
        sum(frozen_delta) over (partition by account_id order by id) as running_frozen
      from funds_logs) chain
    where available_after <> running_available or frozen_after <> running_frozen`);
  const ledger = await rowsOf(db, sql`
    select a.id, a.available, a.frozen, av.balance as ledger_available, h.balance as ledger_held
    from bank_accounts a
    left join ledger_accounts av on av.bank_account_id = a.id and av.kind = 'customer_available'
    left join ledger_accounts h on h.bank_account_id = a.id and h.kind = 'customer_held'
    where av.balance is distinct from a.available or h.balance is distinct from a.frozen`);
  const accounts = await rowsOf(db, sql`
    select l.id, l.kind, l.balance, e.total from ledger_accounts l
    left join (select ledger_account_id, sum(amount) as total from ledger_entries group by ledger_account_id) e on e.ledger_account_id = l.id
    where l.balance <> coalesce(e.total, 0)`);
  const entries = await rowsOf(db, sql`
    select id from (select id, balance_after, sum(amount) over (partition by ledger_account_id order by id) as running from ledger_entries) chain
    where balance_after <> running`);
  const transfers = await rowsOf(db, sql`select transfer_id from ledger_entries group by transfer_id having sum(amount) <> 0`);
  const [total] = await rowsOf<{ sum: string }>(db, sql`select coalesce(sum(balance), 0) as sum from ledger_accounts`);
  return { balances, chain, ledger, accounts, entries, transfers, sum: Number(total!.sum) };
}

/** What `ledgerDrift` answers when every promise of the ledger is kept. */
export const NO_DRIFT = { balances: [], chain: [], ledger: [], accounts: [], entries: [], transfers: [], sum: 0 };
