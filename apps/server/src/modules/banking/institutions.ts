import { inArray } from 'drizzle-orm';
import type { Institution } from '../../config.js';
import type { Database } from '../../db/client.js';
import { ispbParticipants } from '../../db/schema/index.js';
import type { Participant } from '../ispb/index.js';

/**
 * Makes sure our own institution is a participant of the payment system (with its name), so that
 * our customers' accounts, which name it, can be opened; a sponsor bank is one already.
 */
export async function registerOurInstitution(db: Database, institution: Pick<Institution, 'ispb' | 'name'>, now: Date) {
  await db.insert(ispbParticipants).values({ ispb: institution.ispb, name: institution.name, updated_at: now }).onConflictDoNothing();
}

/** The institutions whose accounts this console runs: ours first, then the sponsor banks. */
export async function ourInstitutions(db: Database, institution: Pick<Institution, 'ispb' | 'sponsorIspbs'>): Promise<Participant[]> {
  const ispbs = [institution.ispb, ...institution.sponsorIspbs];
  const known = await db.select({ ispb: ispbParticipants.ispb, name: ispbParticipants.name }).from(ispbParticipants).where(inArray(ispbParticipants.ispb, ispbs));
  return ispbs.flatMap((ispb) => known.filter((participant) => participant.ispb === ispb));
}

/** Whether an ISPB is one of ours. */
export const isOurs = (institution: Pick<Institution, 'ispb' | 'sponsorIspbs'>, ispb: string) => ispb === institution.ispb || institution.sponsorIspbs.includes(ispb);
