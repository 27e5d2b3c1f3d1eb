import { inArray } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client.js';
import { bankAccounts, ledgerAccounts, walletUsers } from '../../../apps/server/src/db/schema/index.js';
import type { SpiParty } from '../../../apps/server/src/integrations/spi/gateway.js';
import { upsertParticipants } from '../../../apps/server/src/modules/ispb/index.js';
import { openLedgerAccounts } from '../../../apps/server/src/modules/ledger/index.js';
import { receivePayin, newEndToEndId } from '../../../apps/server/src/modules/pix-engine/index.js';
import { makeBusinessName, makeCnpj, makeCpf, makePersonName, makePhone } from '../../../apps/server/src/simulation/people.js';
import { SeededRandom } from '../../../apps/server/src/simulation/random.js';
import { fromClients } from './clients.js';

/** Our institution (the server's default INSTITUTION_ISPB), where the customers keep their accounts. */
export const OUR_ISPB = '12345678';

/** Whoever sends the benchmark's pay-ins: someone at another participant. */
export const OUTSIDE_PAYER: SpiParty = { name: 'Pagador de Fora', document: '39053344705', ispb: '60701190', branch: '0001', account: '4455667' };

/** A customer of ours with an active account, as a pay-in addresses it and the ledger books it. */
export interface Customer {
  kind: 'user' | 'merchant';
  ownerId: number;
  name: string;
  document: string;
  accountId: number;
  branch: string;
  accountNumber: string;
  /** The ledger account of the account's available money. */
  availableLedgerId: number;
}

/**
 * `count` customers, wallet users and merchants in turn, each with an active account at our
 * institution and its ledger accounts, written as the seed writes them.
 */
export async function openCustomers(db: Database, count: number, now: Date): Promise<Customer[]> {
  await upsertParticipants(db, [{ ispb: OUR_ISPB, name: 'Instituição do Benchmark' }], now);
  const random = new SeededRandom(20_261_206);
  const documents = new Set<string>();
  const people = Array.from({ length: count }, (_, i) => {
    const kind = i % 2 === 0 ? 'user' as const : 'merchant' as const;
    let document: string;
    do document = kind === 'user' ? makeCpf(random) : makeCnpj(random); while (documents.has(document));
    documents.add(document);
    return {
      kind, name: kind === 'user' ? makePersonName(random) : makeBusinessName(random), email: `ledger-bench-${i}@exemplo.com.br`, phone: makePhone(random),
      doc_type: kind === 'user' ? 'CPF' as const : 'CNPJ' as const, doc_number: document, created_at: now, updated_at: now,
    };
  });
  const owners = await db.insert(walletUsers).values(people).returning();
  const accounts = await db.insert(bankAccounts).values(owners.map((owner, i) => ({
    owner_id: owner.id, owner_kind: owner.kind, ispb: OUR_ISPB, branch: '0001', account_number: String(30_000_000 + i), account_type: 'CACC' as const,
    status: 'active' as const, created_at: now, updated_at: now,
  }))).returning();
  await openLedgerAccounts(db, accounts.map((account) => account.id));
  const ledger = await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.bank_account_id, accounts.map((account) => account.id)));
  return accounts.map((account, i) => ({
    kind: owners[i]!.kind, ownerId: owners[i]!.id, name: owners[i]!.name, document: owners[i]!.doc_number,
    accountId: account.id, branch: account.branch, accountNumber: account.account_number,
    availableLedgerId: ledger.find((row) => row.bank_account_id === account.id && row.kind === 'customer_available')!.id,
  }));
}

/** Puts `amount` centavos on every customer's account with a pay-in through the engine, a few at once. */
export async function fundCustomers(db: Database, customers: readonly Customer[], amount: number, clients: number): Promise<void> {
  await fromClients(customers.length, clients, async (n) => {
    const customer = customers[n]!;
    const at = new Date();
    const outcome = await db.transaction((tx) => receivePayin(tx as unknown as Database, {
      endToEndId: newEndToEndId(OUTSIDE_PAYER.ispb, at), amount, payer: OUTSIDE_PAYER,
      payee: { ispb: OUR_ISPB, branch: customer.branch, account: customer.accountNumber }, at, description: 'Opening balance',
    }));
    if (!outcome.accepted) throw new Error(`the opening pay-in to account ${customer.accountId} was refused: ${outcome.reason}`);
  });
}
