import type { Database } from '../db/client.js';
import { SeededRandom } from './random.js';
import type { SeedGenerator, SeedOptions, SeedResult } from './generator.js';
import { demoStaff } from './staff.js';
import { demoUsers } from './users.js';
import { demoBanking } from './banking.js';
import { demoPix } from './pix.js';
import { demoTrades } from './trades.js';
import { demoInfractions } from './infractions.js';
import { demoReports } from './reports.js';

/** In order: later generators use earlier ones' rows. */
const seedGenerators: readonly SeedGenerator[] = [demoStaff, demoUsers, demoBanking, demoPix, demoTrades, demoInfractions, demoReports];

export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedResult> {
  const result: SeedResult = { staff: [] };
  for (const generator of seedGenerators) {
    // Each generator gets its own stream, so adding one does not change the others' data.
    const random = new SeededRandom(options.seed + hashName(generator.name));
    const outcome = await generator.run({ ...options, db, random });
    result.staff.push(...(outcome?.staff ?? []));
  }
  return result;
}

function hashName(name: string): number {
  let h = 0;
  for (const char of name) h = (Math.imul(h, 31) + char.charCodeAt(0)) >>> 0;
  return h;
}
