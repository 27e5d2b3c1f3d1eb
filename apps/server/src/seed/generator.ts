import type { Institution } from '../config.js';
import type { Database } from '../db/client.js';
import type { DemoAccount } from './demo-accounts.js';
import type { SeededRandom } from '../simulation/random.js';

export interface SeedOptions {
  seed: number;
  now: Date;
  /** Sizes by generator option name (`users`, `trades`, ...); each generator has defaults. */
  sizes: Readonly<Record<string, number>>;
  log: (line: string) => void;
  /** Whose customers the demo's are; the configured institution when absent. */
  institution?: Institution;
}

interface SeedContext extends SeedOptions {
  db: Database;
  random: SeededRandom;
  institution: Institution;
}

/** What seeding hands back: the sign-ins of the demo staff it created (their passwords are nowhere else). */
export interface SeedResult {
  staff: DemoAccount[];
}

/** One module's demo data. Generators run in order, so later ones may use earlier ones' rows. */
export interface SeedGenerator {
  name: string;
  run(context: SeedContext): Promise<Partial<SeedResult> | void>;
}
