import fs from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { exportableList, isPermission, type Permission } from '@wallet/contracts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { downloadTickets, tradeExports } from '../../db/schema/index.js';
import { AppError, refusalError } from '../../core/errors.js';
import { resolveSession } from '../auth/index.js';
import { exportFilePath } from './export-job.js';
import { findExport, ownExport } from './exports.js';
import type { Principal } from '../../core/member.js';

/** A download address works this long after it is handed out, and once. */
const TICKET_LIFETIME_MS = 60_000;
export const DOWNLOAD_PATH = '/files/trade-exports';
/** The form field that carries the session when the console's download form is sent. */
export const SESSION_FIELD = 'session';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A one-time address for a finished export's file, usable for a minute by this session only. */
export async function issueDownloadTicket(db: Database, member: Principal, id: number, now: Date) {
  const row = await ownExport(db, member, id, now);
  if (row.status !== 'done') throw refusalError(409, 'export.not_finished', { id: String(id), status: row.status });
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_LIFETIME_MS);
  await db.insert(downloadTickets).values({ ticket_hash: hashTicket(ticket), export_id: id, session_id: member.sessionId, expires_at: expiresAt });
  return { url: `${DOWNLOAD_PATH}/${ticket}`, expires_at: expiresAt.toISOString(), file_name: row.exported.file_name };
}

export type TicketRedemption =
  | { ok: true; path: string; fileName: string; format: string; exportId: number }
  | { ok: false; status: 401 | 403 | 404 | 410; reason: string };

const refused = (status: 401 | 403 | 404 | 410, reason: string): TicketRedemption => ({ ok: false, status, reason });

/**
 * Spends a ticket for the session it was issued to. The caller presents that session (its token,
 * which the session rules check as for any call: open, not idle, member active), still allowed to
 * export; the ticket must be unused and unexpired, and the file still there. A ticket presented
 * with another session, or with none, is refused and stays unspent.
 */
export async function redeemDownloadTicket(db: Database, input: { ticket: string; token: string | undefined; now: Date; config: Config }): Promise<TicketRedemption> {
  const { now, config } = input;
  if (!input.token) return refused(401, 'This download address works only with the session it was issued to. Start the download again from the Trade downloads page.');
  let member: Principal;
  try {
    member = await resolveSession(db, { token: input.token, now, limits: config.session });
  } catch (error) {
    if (error instanceof AppError) return refused(410, 'Your sign-in has ended. Sign in again to download this export.');
    throw error;
  }
  const unspent = and(eq(downloadTickets.ticket_hash, hashTicket(input.ticket)), isNull(downloadTickets.used_at), gt(downloadTickets.expires_at, now));
  const [ticket] = await db.select().from(downloadTickets).where(unspent);
  if (!ticket) return refused(410, 'This download link is used up or expired. Start the download again from the Trade downloads page.');
  if (ticket.session_id !== member.sessionId) return refused(403, 'This download link was issued to another session; it works only there.');
  if (!member.permissions.has('trades.export')) return refused(403, 'You no longer have the permission "trades.export" needed to download exports.');
  const listAccess = await exportedListAccess(db, input.ticket);
  if (listAccess && !member.permissions.has(listAccess)) return refused(403, `You no longer have the permission "${listAccess}" needed to see what this export holds.`);
  const [spent] = await db.update(downloadTickets).set({ used_at: now }).where(and(unspent, eq(downloadTickets.session_id, member.sessionId))).returning();
  if (!spent) return refused(410, 'This download link is used up or expired. Start the download again from the Trade downloads page.');
  const row = await findExport(db, eq(tradeExports.id, spent.export_id), now);
  if (!row || row.status !== 'done') return refused(404, 'This export has expired and its file was deleted.');
  const path = exportFilePath(config.exports.dir, row.exported.id);
  if (!fs.existsSync(path)) return refused(404, 'The file of this export is missing. Export again.');
  return { ok: true, path, fileName: row.exported.file_name, format: row.exported.format, exportId: row.exported.id };
}

/** The permission the list a ticket's export came from asks for, when it asks for one. */
async function exportedListAccess(db: Database, ticket: string): Promise<Permission | undefined> {
  const [row] = await db.select({ list: tradeExports.list }).from(downloadTickets)
    .innerJoin(tradeExports, eq(tradeExports.id, downloadTickets.export_id)).where(eq(downloadTickets.ticket_hash, hashTicket(ticket)));
  const access = row && exportableList(row.list)?.access;
  return access && isPermission(access) ? access : undefined;
}
