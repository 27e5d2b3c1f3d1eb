import { sql } from 'drizzle-orm';
import { banking, users } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import { loadAccount, moveFunds } from '../modules/banking/ledger.js';
import type { TestApp } from './harness.js';
import { rowsOf } from './database.js';
import { makeCpf } from '../seed/people.js';
import { SeededRandom } from '../seed/random.js';

const random = new SeededRandom(20_261_122);
let opened = 0;

/** Creates a user or merchant through the API and opens an active account for it. */
export async function openAccount(t: TestApp, token: string, options: { kind?: 'user' | 'merchant'; ispb?: string } = {}) {
  const n = opened++;
  const kind = options.kind ?? 'user';
  const owner = await t.call(users.create, {
    kind, name: `${kind === 'merchant' ? 'Loja' : 'Pessoa'} Número ${n}`, email: `owner${n}@exemplo.com.br`, phone: '+5511912345678', doc_type: 'CPF', doc_number: makeCpf(random),
  }, { token });
  if (owner.code !== 200) throw new Error(`could not create the owner: ${owner.msg}`);
  const account = await t.call(banking.create, {
    owner_id: owner.data!.id, ispb: options.ispb ?? '00000000', branch: '0001', account_number: String(100_000 + n), account_type: 'CACC',
  }, { token });
  if (account.code !== 200) throw new Error(`could not open the account: ${account.msg}`);
  await t.call(banking.activate, { id: account.data!.id }, { token });
  return account.data!;
}

/** Credits money the way incoming payments will: a ledger row in a transaction on a locked account. */
export async function deposit(db: Database, accountId: number, amount: number, now: Date) {
  await db.transaction(async (tx) => {
    const locked = await loadAccount(tx as unknown as Database, accountId, { forUpdate: true });
    await moveFunds(tx as unknown as Database, locked, { kind: 'deposit', availableDelta: amount, frozenDelta: 0, reference: 'test', reason: 'Test deposit', actor: null, now });
  });
}

/** Every money table and the balances, to show that a refused call changed nothing. */
export const moneyState = (db: Database) =>
  rowsOf(db, sql`select
    (select coalesce(json_agg(a order by a.id), '[]') from (select id, available, frozen, status from bank_accounts) a) as accounts,
    (select count(*) from funds_logs) as logs,
    (select count(*) from funds_freezes) as freezes,
    (select coalesce(sum(remaining), 0) from funds_freezes) as held,
    (select count(*) from fee_logs) as fees`);

/**
 * Where the ledger's promise is broken: accounts whose balances differ from the sum of their
 * ledger rows or whose frozen money differs from what their freezes hold, and ledger rows whose
 * balances-after differ from the running sum. Both empty when all is well.
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
  return { balances, chain };
}
