// The DICT's request limits as its API's document states them ("Limitação de requisições"): a
// token bucket per policy, of the participant (PSP) or of the end user who asked (USER), refilled
// at its rate up to its size. A call is refused with 429 while its bucket is empty; each answer
// then takes what its policy's counting rule says (a look-up that finds nothing costs more).

export type PolicyCategory = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

export interface Policy {
  name: string;
  scope: 'USER' | 'PSP';
  /** Tokens put back every `refillPeriodSec` seconds, up to `capacity`. */
  refillTokens: number;
  refillPeriodSec: number;
  capacity: number;
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
const psp = (name: string, refillTokens: number, capacity: number, refillPeriodSec = MINUTE): Policy => ({ name, scope: 'PSP', refillTokens, refillPeriodSec, capacity });

/** The anti-scan bucket of a participant, by its category: A refills 12 000 a minute into 20 000, down to F. */
const PARTICIPANT_ANTISCAN: Record<PolicyCategory, [number, number]> = {
  A: [12_000, 20_000], B: [8_000, 15_000], C: [2_000, 8_000], D: [500, 4_000], E: [50, 3_000], F: [2, 1_000],
};
/** An end user's anti-scan bucket: 100 tokens for a person (a CPF asks), 1 000 for a company. */
const USER_CAPACITY = { person: 100, company: 1_000 } as const;

/** Every policy but the anti-scan ones, whose sizes depend on the participant and the user. */
const FIXED: readonly Policy[] = [
  psp('ENTRIES_WRITE', 1_200, 36_000),
  psp('ENTRIES_UPDATE', 600, 600),
  psp('CLAIMS_READ', 600, 18_000),
  psp('CLAIMS_WRITE', 1_200, 36_000),
  psp('CLAIMS_LIST_WITH_ROLE', 40, 200),
  psp('CLAIMS_LIST_WITHOUT_ROLE', 10, 50),
  psp('SYNC_VERIFICATIONS_WRITE', 10, 50),
  psp('CIDS_FILES_WRITE', 40, 200, DAY),
  psp('CIDS_FILES_READ', 10, 50),
  psp('CIDS_EVENTS_LIST', 20, 100),
  psp('CIDS_ENTRIES_READ', 1_200, 36_000),
  psp('INFRACTION_REPORTS_READ', 600, 18_000),
  psp('INFRACTION_REPORTS_WRITE', 1_200, 36_000),
  psp('INFRACTION_REPORTS_LIST_WITH_ROLE', 40, 200),
  psp('INFRACTION_REPORTS_LIST_WITHOUT_ROLE', 10, 50),
  psp('KEYS_CHECK', 70, 70),
  psp('REFUNDS_READ', 1_200, 36_000),
  psp('REFUNDS_WRITE', 2_400, 72_000),
  psp('REFUND_LIST_WITH_ROLE', 40, 200),
  psp('REFUND_LIST_WITHOUT_ROLE', 10, 50),
  psp('STATISTICS_READ', 500, 500),
  psp('POLICIES_READ', 60, 200),
  psp('POLICIES_LIST', 6, 20),
];

/** The policies of a participant of `category`, each PSP-scoped bucket sized for it. */
export function policiesOf(category: PolicyCategory): Policy[] {
  const [refill, capacity] = PARTICIPANT_ANTISCAN[category];
  return [psp('ENTRIES_READ_PARTICIPANT_ANTISCAN', refill, capacity), ...FIXED];
}

/** An end user's anti-scan policy: `_V2` for CPF, CNPJ and EVP keys, the first for e-mail and phone. */
export function userAntiscan(keyType: string, payerId: string): Policy {
  const name = keyType === 'EMAIL' || keyType === 'PHONE' ? 'ENTRIES_READ_USER_ANTISCAN' : 'ENTRIES_READ_USER_ANTISCAN_V2';
  return { name, scope: 'USER', refillTokens: 2, refillPeriodSec: MINUTE, capacity: payerId.length === 14 ? USER_CAPACITY.company : USER_CAPACITY.person };
}

interface Level { tokens: number; at: number }

/** Every bucket's level, by policy and owner (a participant's ISPB, or a user's CPF or CNPJ). */
export class Buckets {
  private readonly levels = new Map<string, Level>();

  /** The tokens a bucket holds at `now`: full when first asked, refilled in whole periods since. */
  available(policy: Policy, owner: string, now: number): number {
    return this.level(policy, owner, now).tokens;
  }

  /** Takes `cost` tokens (never below none); puts them back when `cost` is negative (a payment sent to a looked-up key). */
  take(policy: Policy, owner: string, cost: number, now: number): void {
    const level = this.level(policy, owner, now);
    level.tokens = Math.min(policy.capacity, Math.max(0, level.tokens - cost));
  }

  private level(policy: Policy, owner: string, now: number): Level {
    const key = `${policy.name}:${owner}`;
    let level = this.levels.get(key);
    if (!level) {
      level = { tokens: policy.capacity, at: now };
      this.levels.set(key, level);
    }
    const periods = Math.floor((now - level.at) / (policy.refillPeriodSec * 1000));
    if (periods > 0) {
      level.tokens = Math.min(policy.capacity, level.tokens + periods * policy.refillTokens);
      level.at += periods * policy.refillPeriodSec * 1000;
    }
    return level;
  }
}
