// Pix trades (pay-ins and payouts): the list, one trade's detail, and CSV exports run as jobs.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { trades } from '@wallet/contracts';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { bind } from '../../http/binding.js';
import { DOWNLOAD_PATH, issueDownloadTicket, listExports, queueExport, redeemDownloadTicket, retryExport } from './exports.js';
import { listTrades, tradeDetail } from './queries.js';

export const tradeRoutes = [
  bind(trades.list, ({ db, body, clock }) => listTrades(db, body, clock.now())),
  bind(trades.detail, ({ db, body }) => tradeDetail(db, body.id)),

  bind(trades.download, async ({ db, body, admin, clock, audit, answer }) => {
    const exported = await queueExport(db, { filters: body, admin, now: clock.now() });
    Object.assign(audit, { target: `trade_export:${exported.id}`, after: exported });
    answer.msg = `Export ${exported.id} queued; follow it on the Trade downloads page`;
    return exported;
  }),

  bind(trades.downloadList, ({ db, body, admin, clock, config }) => listExports(db, admin, body, clock.now(), config)),

  bind(trades.downloadRetry, async ({ db, body, admin, clock, audit, answer }) => {
    const exported = await retryExport(db, admin, body.id, clock.now());
    Object.assign(audit, { target: `trade_export:${body.id}`, after: exported });
    answer.msg = `Export ${body.id} queued again`;
    return exported;
  }),

  bind(trades.downloadLink, async ({ db, body, admin, clock, audit, answer }) => {
    const link = await issueDownloadTicket(db, admin, body.id, clock.now());
    Object.assign(audit, { target: `trade_export:${body.id}` });
    answer.msg = `Downloading ${link.file_name}`;
    return link;
  }),
];

/**
 * The file of a finished export, streamed from disk at the one-time address `trade/download_link`
 * handed out. A plain GET, so that the browser saves it as it arrives instead of holding it all.
 */
export function mountExportDownloads(app: FastifyInstance, deps: { db: Database; clock: Clock; config: Config }): void {
  app.get<{ Params: { ticket: string } }>(`${DOWNLOAD_PATH}/:ticket`, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const ticket = request.params.ticket;
    const redemption = /^[A-Za-z0-9_-]{43}$/.test(ticket)
      ? await redeemDownloadTicket(deps.db, { ticket, now: deps.clock.now(), config: deps.config })
      : { ok: false as const, status: 410 as const, reason: 'This download link is not valid.' };
    if (!redemption.ok) return reply.status(redemption.status).type('text/plain; charset=utf-8').send(redemption.reason);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${redemption.fileName}"`)
      .header('content-length', fs.statSync(redemption.path).size)
      .send(fs.createReadStream(redemption.path));
  });
}
