import { and, eq } from 'drizzle-orm';
import { bankAccounts, pixKeyLogs, pixKeys, pixLimits, walletUsers } from '../db/schema/index.js';
import { note, pix, type Stated } from '@wallet/contracts';
import type { SeedGenerator } from './generator.js';
import type { SeededRandom } from '../simulation/random.js';
import { uuidV4From } from '../uuid-v4.js';

const HOUR = 3_600_000;
const BATCH = 1_000;
const DELETE_REASONS = ['Customer asked to remove the key', 'Key moved to another institution', 'Account closing'];

type NewKey = typeof pixKeys.$inferInsert;
type Account = { id: number; owner_id: number; created_at: Date; doc_type: 'CPF' | 'CNPJ'; doc_number: string; email: string; phone: string };

/** A version-4 UUID from the seeded stream, so EVP keys are reproducible too. */
function seededUuid(random: SeededRandom): string {
  return uuidV4From(Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join(''));
}

function keysOf(random: SeededRandom, account: Account, now: Date): NewKey[] {
  const all: Pick<NewKey, 'key_type' | 'key_value'>[] = [
    { key_type: account.doc_type, key_value: account.doc_number },
    { key_type: 'EMAIL', key_value: account.email },
    { key_type: 'PHONE', key_value: account.phone },
    { key_type: 'EVP', key_value: seededUuid(random) },
  ];
  const candidates = all.filter(() => random.int(0, 2) > 0);
  return candidates.map((key) => {
    const roll = random.int(0, 19);
    const pending = key.key_type === 'EVP' ? null : key.key_type === 'EMAIL' || key.key_type === 'PHONE' ? 'pending_claim' as const : 'pending_portability' as const;
    const status = roll === 0 && pending ? pending : roll === 1 ? 'deleted' as const : 'active' as const;
    const created = random.between(account.created_at, now);
    return {
      ...key, status, owner_id: account.owner_id, account_id: account.id, created_at: created,
      updated_at: status === 'deleted' ? random.between(created, now) : created,
      deleted_reason: status === 'deleted' ? random.pick(DELETE_REASONS) : null,
    };
  });
}

/** A key's history up to its registration or deletion; a pending key's claim is the claims generator's. */
function logsOf(key: typeof pixKeys.$inferSelect) {
  const log = (action: 'register' | 'delete', reason: Stated, at: Date) => ({ key_id: key.id, key_type: key.key_type, action, reason, operator: 'operations', created_at: at });
  return [
    log('register', note('key.registered'), key.created_at),
    ...(key.status === 'deleted' ? [log('delete', key.deleted_reason!, key.updated_at)] : []),
  ];
}

async function inBatches<T>(rows: T[], work: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await work(rows.slice(i, i + BATCH));
}

/** Keys of every type and status with their logs on active accounts, and limits, some increases pending. */
export const demoPix: SeedGenerator = {
  name: 'pix',
  async run({ db, random, now, log }) {
    const accounts: Account[] = await db
      .select({ id: bankAccounts.id, owner_id: bankAccounts.owner_id, created_at: bankAccounts.created_at, doc_type: walletUsers.doc_type, doc_number: walletUsers.doc_number, email: walletUsers.email, phone: walletUsers.phone })
      .from(bankAccounts)
      .innerJoin(walletUsers, eq(walletUsers.id, bankAccounts.owner_id))
      .where(and(eq(bankAccounts.status, 'active'), eq(walletUsers.status, 'active')))
      .orderBy(bankAccounts.id);
    // A key lives on one account only: the first account to draw a value keeps it.
    const seen = new Set<string>();
    const keys = accounts.flatMap((a) => keysOf(random, a, now)).filter((k) => !seen.has(k.key_value) && seen.add(k.key_value));
    const logs: ReturnType<typeof logsOf> = [];
    await inBatches(keys, async (batch) => logs.push(...(await db.insert(pixKeys).values(batch).returning()).flatMap(logsOf)));
    await inBatches(logs, (batch) => db.insert(pixKeyLogs).values(batch));

    const owners = await db.select({ id: walletUsers.id, kind: walletUsers.kind, doc_type: walletUsers.doc_type }).from(walletUsers).orderBy(walletUsers.id);
    const limits = owners.filter(() => random.int(0, 2) === 0).flatMap((owner) => (['DAYTIME', 'NIGHTTIME'] as const).map((period) => {
      const standard = pix.limits.DEFAULT_LIMITS[owner.doc_type].PIX[period];
      const amount = Math.round((standard * random.int(20, 100)) / 100);
      const pending = random.int(0, 3) === 0;
      // A pending increase was the last change, asked less than a day ago: it takes effect a day after it was asked.
      const changed = new Date(now.getTime() - (pending ? random.int(1, pix.limits.LIMIT_INCREASE_DELAY_HOURS - 1) : random.int(1, 720)) * HOUR);
      return {
        owner_id: owner.id, owner_kind: owner.kind, limits_type: 'PIX' as const, period_type: period, amount,
        pending_amount: pending ? amount * 2 : null,
        pending_effective_at: pending ? new Date(changed.getTime() + pix.limits.LIMIT_INCREASE_DELAY_HOURS * HOUR) : null,
        updated_by: 'operations', updated_at: changed,
      };
    }));
    await inBatches(limits, (batch) => db.insert(pixLimits).values(batch));
    log(`pix: ${keys.length} keys, ${logs.length} key logs, ${limits.length} limits`);
  },
};
