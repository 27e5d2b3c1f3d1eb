import { sql } from 'drizzle-orm';
import { stateOfPhone } from '@wallet/contracts';
import type { Database } from '../db/client.js';
import { kycChecks, userStatusChanges, walletUsers } from '../db/schema/index.js';
import type { SeedGenerator } from './generator.js';
import { makeBusinessName, makeCnpj, makeCpf, makeEmail, makePersonName, makePhone } from '../simulation/people.js';
import type { SeededRandom } from '../simulation/random.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BLOCK_REASONS = ['Suspected account takeover reported by the customer', 'MED infraction report under analysis', 'Documents do not match the Receita Federal record', 'Court order (bloqueio judicial)'];
const KYC_DOCUMENTS = ['RG', 'CNH', 'CTPS', 'RNE_RNM', 'PASSPORT', 'CIN'] as const;
const BATCH = 1_000;

type NewUser = typeof walletUsers.$inferInsert;

/** Demo data tells what already happened: a step that would land after `now` lands at `now`. */
const notAfter = (now: Date, moment: Date) => (moment > now ? now : moment);

function makeUser(random: SeededRandom, kind: 'user' | 'merchant', serial: number, now: Date): NewUser {
  const business = kind === 'merchant' && random.int(0, 3) > 0;
  const name = business ? makeBusinessName(random) : makePersonName(random);
  const created = new Date(now.getTime() - random.int(0, 365) * DAY - random.int(0, DAY - 1));
  const blocked = random.int(0, 9) === 0;
  const phone = makePhone(random);
  return {
    kind,
    name,
    email: makeEmail(name, serial),
    phone,
    state: stateOfPhone(phone) ?? null,
    doc_type: business ? 'CNPJ' : 'CPF',
    doc_number: business ? makeCnpj(random) : makeCpf(random),
    status: blocked ? 'blocked' : 'active',
    blocked_reason: blocked ? random.pick(BLOCK_REASONS) : null,
    created_at: created,
    updated_at: created,
  };
}

async function insertUsers(db: Database, rows: NewUser[]) {
  const inserted: (typeof walletUsers.$inferSelect)[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    // Documents are random: a rare repeat is skipped rather than failing the whole seed.
    inserted.push(...(await db.insert(walletUsers).values(rows.slice(i, i + BATCH)).onConflictDoNothing().returning()));
  }
  return inserted;
}

/** Wallet users and merchants with valid documents, some blocked, and KYC checks in every state. */
export const demoUsers: SeedGenerator = {
  name: 'users',
  async run({ db, random, now, sizes, log }) {
    const userCount = sizes.users ?? 120;
    const merchantCount = sizes.merchants ?? Math.max(1, Math.round(userCount / 4));
    const rows = [
      ...Array.from({ length: userCount }, (_, i) => makeUser(random, 'user', i + 1, now)),
      ...Array.from({ length: merchantCount }, (_, i) => makeUser(random, 'merchant', i + 1, now)),
    ];
    const created = await insertUsers(db, rows);

    const history = created.filter((u) => u.status === 'blocked').map((u) => ({
      user_id: u.id, status: 'blocked' as const, reason: u.blocked_reason!, actor_name: 'compliance', at: notAfter(now, new Date(u.created_at.getTime() + DAY)),
    }));
    for (let i = 0; i < history.length; i += BATCH) await db.insert(userStatusChanges).values(history.slice(i, i + BATCH));

    const checks = created.map((u) => {
      const roll = random.int(0, 9);
      const status = roll < 3 ? 'pending' as const : roll < 8 ? 'approved' as const : 'rejected' as const;
      const submitted = random.between(u.created_at, notAfter(now, new Date(u.created_at.getTime() + 72 * HOUR)));
      return {
        user_id: u.id,
        document_type: random.pick(KYC_DOCUMENTS),
        status,
        submitted_at: submitted,
        reviewed_at: status === 'pending' ? null : random.between(submitted, notAfter(now, new Date(submitted.getTime() + 48 * HOUR))),
        reviewer_name: status === 'pending' ? null : 'compliance',
        reason: status === 'rejected' ? 'Photo of the document is unreadable' : status === 'approved' ? 'Document matches the selfie and the CPF record' : null,
      };
    });
    for (let i = 0; i < checks.length; i += BATCH) await db.insert(kycChecks).values(checks.slice(i, i + BATCH));
    await db.execute(sql`update ${walletUsers} set kyc_status = k.status from ${kycChecks} k where k.user_id = ${walletUsers.id}`);
    log(`users: ${created.filter((u) => u.kind === 'user').length} users, ${created.filter((u) => u.kind === 'merchant').length} merchants, ${checks.length} KYC checks`);
  },
};
