import type { Database } from '../db/client.js';
import { SeededRandom } from './random.js';
import { demoStaff } from './staff.js';
import { demoUsers } from './users.js';
import { demoBanking } from './banking.js';
import { demoPix } from './pix.js';
import { demoTrades } from './trades.js';
import { demoInfractions } from './infractions.js';
import { demoReports } from './reports.js';

export interface SeedOptions {
  seed: number;
  now: Date;
  /** Sizes by generator option name (`users`, `trades`, ...); each generator has defaults. */
  sizes: Readonly<Record<string, number>>;
  log: (line: string) => void;
}

export interface SeedContext extends SeedOptions {
  db: Database;
  random: SeededRandom;
}

/** One module's demo data. Generators run in order, so later ones may use earlier ones' rows. */
export interface SeedGenerator {
  name: string;
  run(context: SeedContext): Promise<void>;
}

export const seedGenerators: readonly SeedGenerator[] = [demoStaff, demoUsers, demoBanking, demoPix, demoTrades, demoInfractions, demoReports];

export async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  for (const generator of seedGenerators) {
    // Each generator gets its own stream, so adding one does not change the others' data.
    const random = new SeededRandom(options.seed + hashName(generator.name));
    await generator.run({ ...options, db, random });
  }
}

function hashName(name: string): number {
  let h = 0;
  for (const char of name) h = (Math.imul(h, 31) + char.charCodeAt(0)) >>> 0;
  return h;
}
