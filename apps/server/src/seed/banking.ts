import { sql } from 'drizzle-orm';
import { bankAccounts, walletUsers } from '../db/schema/index.js';
import type { Database } from '../db/client.js';
import { checkDigit } from '../modules/banking/index.js';
import { openLedgerAccounts } from '../modules/ledger/index.js';
import type { SeedGenerator } from './generator.js';
import type { SeededRandom } from '../simulation/random.js';

const HOUR = 3_600_000;
const BATCH = 1_000;
const ACCOUNT_TYPES = ['CACC', 'SVGS', 'TRAN', 'SLRY'] as const;

type Owner = Pick<typeof walletUsers.$inferSelect, 'id' | 'kind' | 'created_at'>;

/** Numbers from our sequence with their check digits, as `createAccount` gives them, many at a time. */
async function accountNumbers(db: Database, count: number): Promise<string[]> {
  if (count === 0) return [];
  const result = (await db.execute(sql`select nextval('bank_account_number_seq')::text as n from generate_series(1, ${count})`)) as unknown as { rows: { n: string }[] };
  return result.rows.map(({ n }) => `${n}${checkDigit(n)}`);
}

/** Merchants get one or two accounts, four users in five one; one account in seven is inactive. */
function plannedAccounts(random: SeededRandom, owners: Owner[], now: Date) {
  return owners.flatMap((owner) => {
    const count = owner.kind === 'merchant' ? random.int(1, 2) : random.int(0, 4) === 0 ? 0 : 1;
    return Array.from({ length: count }, () => {
      const opened = new Date(Math.min(owner.created_at.getTime() + random.int(1, 48) * HOUR, now.getTime()));
      return {
        owner_id: owner.id,
        owner_kind: owner.kind,
        account_type: owner.kind === 'merchant' ? 'CACC' as const : random.pick(ACCOUNT_TYPES),
        status: random.int(0, 6) === 0 ? 'inactive' as const : 'active' as const,
        created_at: opened,
        updated_at: opened,
      };
    });
  });
}

/**
 * Accounts for the seeded users and merchants at our institution, numbered as `createAccount`
 * numbers them, each with its two ledger accounts and no money: their money comes from the Pix
 * traffic replayed through the engine (`traffic.ts`).
 */
export const demoBanking: SeedGenerator = {
  name: 'banking',
  async run({ db, random, now, institution, log }) {
    const owners = await db.select({ id: walletUsers.id, kind: walletUsers.kind, created_at: walletUsers.created_at }).from(walletUsers).orderBy(walletUsers.id);
    const planned = plannedAccounts(random, owners, now);
    const numbers = await accountNumbers(db, planned.length);
    const ids: number[] = [];
    for (let i = 0; i < planned.length; i += BATCH) {
      const rows = planned.slice(i, i + BATCH).map((account, j) => ({ ...account, ispb: institution.ispb, branch: '0001', account_number: numbers[i + j]! }));
      ids.push(...(await db.insert(bankAccounts).values(rows).returning({ id: bankAccounts.id })).map((row) => row.id));
      await openLedgerAccounts(db, ids.slice(i));
    }
    log(`banking: ${ids.length} accounts at ${institution.ispb}`);
  },
};
