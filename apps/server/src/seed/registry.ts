import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { registerOurInstitution } from '../modules/banking/index.js';
import { forgetSummedPixDays } from '../modules/cockpit/index.js';
import { SeededRandom } from '../simulation/random.js';
import type { SeedGenerator, SeedOptions, SeedResult } from './generator.js';
import { demoStaff } from './staff.js';
import { demoUsers } from './users.js';
import { demoKycDocuments } from './kyc-documents.js';
import { demoBanking } from './banking.js';
import { demoPix } from './pix.js';
import { demoHistory } from './trades.js';
import { demoTraffic } from './traffic.js';
import { demoInfractions } from './infractions.js';
import { demoReports } from './reports.js';
import { demoMed } from './med.js';
import { demoClaims } from './claims.js';
import { demoFraud } from './fraud.js';
import { demoDictRequestIds } from './dict-request-ids.js';

/**
 * In order: later generators use earlier ones' rows. The money comes last but for the regulatory
 * records: older trades (history from before the ledger) first, then the Pix traffic replayed
 * through the engine, so trades keep their time order.
 */
const seedGenerators: readonly SeedGenerator[] = [demoStaff, demoUsers, demoKycDocuments, demoBanking, demoPix, demoClaims, demoHistory, demoTraffic, demoInfractions, demoMed, demoFraud, demoDictRequestIds, demoReports];

export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedResult> {
  const result: SeedResult = { staff: [] };
  const institution = options.institution ?? loadConfig().institution;
  await registerOurInstitution(db, institution, options.now);
  for (const generator of seedGenerators) {
    // Each generator gets its own stream, so adding one does not change the others' data.
    const random = new SeededRandom(options.seed + hashName(generator.name));
    const outcome = await generator.run({ ...options, institution, db, random });
    result.staff.push(...(outcome?.staff ?? []));
  }
  // Its trades went into past days, perhaps days the map had summed: they are summed again.
  await forgetSummedPixDays(db);
  return result;
}

function hashName(name: string): number {
  let h = 0;
  for (const char of name) h = (Math.imul(h, 31) + char.charCodeAt(0)) >>> 0;
  return h;
}
