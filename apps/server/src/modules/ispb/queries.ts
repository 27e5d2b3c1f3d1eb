import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ispbParticipants } from '../../db/schema/index.js';

export interface Participant {
  ispb: string;
  name: string;
}

export const listParticipants = (db: Database): Promise<Participant[]> =>
  db.select({ ispb: ispbParticipants.ispb, name: ispbParticipants.name }).from(ispbParticipants).orderBy(asc(ispbParticipants.ispb));

/** The participants as options of a filter or a form: `{ name: "18236120 - Nu Pagamentos S.A. - IP", code: "18236120" }`. */
export const participantOptions = async (db: Database) =>
  (await listParticipants(db)).map((p) => ({ name: `${p.ispb} - ${p.name}`, code: p.ispb }));

/** Adds new participants and renames known ones; answers how many rows it wrote. */
export async function upsertParticipants(db: Database, participants: readonly Participant[], now: Date): Promise<number> {
  if (participants.length === 0) return 0;
  const written = await db
    .insert(ispbParticipants)
    .values(participants.map((p) => ({ ...p, updated_at: now })))
    .onConflictDoUpdate({ target: ispbParticipants.ispb, set: { name: sql`excluded.name`, updated_at: now } })
    .returning({ ispb: ispbParticipants.ispb });
  return written.length;
}
