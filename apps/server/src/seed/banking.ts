import { bankAccounts, feeLogs, fundsFreezes, walletUsers } from '../db/schema/index.js';
import type { Database } from '../db/client.js';
import { listParticipants } from '../modules/ispb/queries.js';
import type { SeedGenerator } from './generator.js';
import type { SeededRandom } from './random.js';
import { writeSeedLedger, type SeedMove } from './ledger-rows.js';

const HOUR = 3_600_000;
const BATCH = 1_000;
const ACCOUNT_TYPES = ['CACC', 'SVGS', 'TRAN', 'SLRY'] as const;
const FREEZE_REASONS = ['Court order (bloqueio judicial SISBAJUD)', 'MED: suspected fraud on an incoming Pix', 'Chargeback dispute under analysis'];
const RELEASE_REASONS = ['Court order lifted', 'MED analysis closed in favour of the customer'];
const FEE_REASONS = ['Monthly Pix QR code fee', 'Chargeback handling fee', 'Settlement fee'];
const OPERATORS = ['operations', 'compliance', 'finance'];

type Owner = Pick<typeof walletUsers.$inferSelect, 'id' | 'kind' | 'created_at'>;
/** A row that gets its id when inserted; ledger references read it afterwards. */
type Pending<T> = T & { id?: number };

/** A move as the story tells it: its key and reference read ids known only once rows are written. */
type ToldMove = Omit<SeedMove, 'bankAccountId' | 'key' | 'reference'> & { key: () => string; reference: () => string };

/** One account's history, replayed in memory so its balances equal the sum of its ledger entries. */
class AccountStory {
  id = 0;
  available = 0;
  frozen = 0;
  readonly moves: ToldMove[] = [];
  readonly freezes: Pending<Omit<typeof fundsFreezes.$inferInsert, 'account_id'>>[] = [];
  readonly fees: Pending<Omit<typeof feeLogs.$inferInsert, 'account_id'>>[] = [];

  /** Moves an hour apart, or closer when the account is younger, so that none is in the future. */
  constructor(readonly owner: Owner, public at: Date, private readonly step: number) {}

  move(move: Pick<ToldMove, 'kind' | 'counter' | 'reason' | 'operator' | 'key' | 'reference'> & { availableDelta: number; heldDelta: number }) {
    this.at = new Date(this.at.getTime() + this.step);
    this.available += move.availableDelta;
    this.frozen += move.heldDelta;
    this.moves.push({ ...move, availableAfter: this.available, heldAfter: this.frozen, at: this.at });
  }

  deposit(random: SeededRandom) {
    const count = this.moves.length;
    const key = () => `deposit:${this.id}:${count}`;
    this.move({ kind: 'deposit', availableDelta: random.int(1_000, 5_000_000), heldDelta: 0, counter: 'settlement', reason: 'Incoming Pix', operator: 'system', key, reference: () => '' });
  }

  freeze(random: SeededRandom) {
    const amount = random.int(1, this.available);
    const operator = random.pick(OPERATORS);
    const freeze: (typeof this.freezes)[number] = {
      amount, remaining: amount, status: 'active', reason: random.pick(FREEZE_REASONS), created_by: operator, created_at: new Date(this.at.getTime() + this.step),
    };
    this.freezes.push(freeze);
    const reference = () => `freeze:${freeze.id}`;
    this.move({ kind: 'freeze', availableDelta: -amount, heldDelta: amount, counter: null, reason: freeze.reason, operator, key: reference, reference });
    if (random.int(0, 2) > 0) return;
    const released = random.int(1, amount);
    const remaining = amount - released;
    freeze.remaining = remaining;
    this.move({
      kind: 'unfreeze', availableDelta: released, heldDelta: -released, counter: null, reason: random.pick(RELEASE_REASONS), operator,
      key: () => `release:${freeze.id}:${remaining}`, reference,
    });
    if (freeze.remaining === 0) Object.assign(freeze, { status: 'released', released_at: this.at });
  }

  fee(random: SeededRandom) {
    const amount = random.int(100, Math.min(50_000, this.available));
    const fee: (typeof this.fees)[number] = {
      merchant_id: this.owner.id, amount, available_after: this.available - amount, reason: random.pick(FEE_REASONS), operator: 'finance', created_at: new Date(this.at.getTime() + this.step),
    };
    this.fees.push(fee);
    const reference = () => `fee:${fee.id}`;
    this.move({ kind: 'fee', availableDelta: -amount, heldDelta: 0, counter: 'fee_revenue', reason: fee.reason, operator: fee.operator, key: reference, reference });
  }
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<{ id: number }[]>): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) ids.push(...(await insert(rows.slice(i, i + BATCH))).map((r) => r.id));
  return ids;
}

/** At most this many moves per account: 4 deposits, a freeze and its release, 4 fees. */
const MOST_MOVES = 10;

function tellStories(random: SeededRandom, owners: Owner[], now: Date) {
  return owners.flatMap((owner) => {
    const count = owner.kind === 'merchant' ? random.int(1, 2) : random.int(0, 4) === 0 ? 0 : 1;
    return Array.from({ length: count }, () => {
      const opened = Math.min(owner.created_at.getTime() + random.int(1, 48) * HOUR, now.getTime());
      const step = Math.min(HOUR, Math.floor((now.getTime() - opened) / (MOST_MOVES + 1)));
      const story = new AccountStory(owner, new Date(opened), step);
      for (let d = random.int(1, 4); d > 0; d--) story.deposit(random);
      if (random.int(0, 5) === 0) story.freeze(random);
      if (owner.kind === 'merchant') for (let f = random.int(0, 4); f > 0 && story.available >= 100; f--) story.fee(random);
      return story;
    });
  });
}

async function insertStories(db: Database, random: SeededRandom, stories: AccountStory[], ispbs: string[]) {
  const accountIds = await insertInBatches(stories.map((story, index) => ({ story, index })), (batch) =>
    db.insert(bankAccounts).values(batch.map(({ story, index }) => ({
      owner_id: story.owner.id,
      ispb: random.pick(ispbs),
      branch: String(random.int(1, 9999)).padStart(4, '0'),
      // Unique by construction: the seed never collides with itself.
      account_number: String(20_000_000 + index),
      account_type: story.owner.kind === 'merchant' ? 'CACC' as const : random.pick(ACCOUNT_TYPES),
      status: random.int(0, 6) === 0 ? 'inactive' as const : 'active' as const,
      available: story.available,
      frozen: story.frozen,
      created_at: story.moves[0]!.at,
      updated_at: story.at,
    }))).returning({ id: bankAccounts.id }));
  stories.forEach((story, i) => { story.id = accountIds[i]!; });

  const freezes = stories.flatMap((s) => s.freezes.map((f) => ({ ...f, account_id: s.id, row: f })));
  const freezeIds = await insertInBatches(freezes, (batch) => db.insert(fundsFreezes).values(batch.map(({ row: _, ...f }) => f)).returning({ id: fundsFreezes.id }));
  freezes.forEach((f, i) => { f.row.id = freezeIds[i]!; });

  const fees = stories.flatMap((s) => s.fees.map((f) => ({ ...f, account_id: s.id, row: f })));
  const feeIds = await insertInBatches(fees, (batch) => db.insert(feeLogs).values(batch.map(({ row: _, ...f }) => f)).returning({ id: feeLogs.id }));
  fees.forEach((f, i) => { f.row.id = feeIds[i]!; });

  const moves = stories.flatMap((s) => s.moves.map(({ key, reference, ...m }) => ({ ...m, bankAccountId: s.id, key: key(), reference: reference() })));
  await writeSeedLedger(db, accountIds, moves);
  return { accounts: stories.length, freezes: freezes.length, fees: fees.length, moves: moves.length };
}

/** Accounts for the seeded users and merchants: balances built from deposits, some freezes and fees. */
export const demoBanking: SeedGenerator = {
  name: 'banking',
  async run({ db, random, now, log }) {
    const owners = await db.select({ id: walletUsers.id, kind: walletUsers.kind, created_at: walletUsers.created_at }).from(walletUsers).orderBy(walletUsers.id);
    const ispbs = (await listParticipants(db)).map((p) => p.ispb);
    const counts = await insertStories(db, random, tellStories(random, owners, now), ispbs);
    log(`banking: ${counts.accounts} accounts, ${counts.freezes} freezes, ${counts.fees} fees, ${counts.moves} ledger transfers`);
  },
};
