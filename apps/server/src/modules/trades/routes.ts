// Pix trades (pay-ins and payouts): the list, one trade's detail, and CSV exports run as jobs.
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { trades, words } from '@wallet/contracts';
import { bearerToken, bind } from '../../http/binding.js';
import type { CallDeps } from '../../http/call.js';
import { answered } from '../../core/outcome.js';
import { listExports, queueExport, retryExport } from './exports.js';
import { DOWNLOAD_PATH, issueDownloadTicket, redeemDownloadTicket, SESSION_FIELD } from './download-tickets.js';
import { sendReturn, reviewPayout } from '../pix-engine/index.js';
import { listTrades, tradeDetail } from './queries.js';

export const tradeRoutes = [
  bind(trades.list, ({ db, body, clock }) => listTrades(db, body, clock.now())),
  bind(trades.detail, ({ db, body, clock }) => tradeDetail(db, body.id, clock.now())),

  bind(trades.returnMoney, async ({ db, body, member, clock, config, integrations }) => {
    const pixReturn = await sendReturn(db, integrations.spi, {
      tradeId: body.trade_id, amount: body.amount, reasonCode: body.reason_code, reason: body.reason, actor: member, ourIspb: config.institution.ispb, now: clock.now(),
    });
    const trade = await tradeDetail(db, body.trade_id, clock.now());
    return answered(trade, {
      said: words('returns.sent', { amount: body.amount, trade: trade.trade_no }),
      audit: { target: `trade:${body.trade_id}`, after: pixReturn },
    });
  }),

  bind(trades.reviewPayout, async ({ db, body, clock, integrations }) => {
    const before = await tradeDetail(db, body.trade_id, clock.now());
    await reviewPayout(db, integrations.spi, { tradeId: body.trade_id, decision: body.decision, reason: body.reason, now: clock.now() });
    const after = await tradeDetail(db, body.trade_id, clock.now());
    const said = body.decision === 'send'
      ? words('payout.sent_after_review', { trade: after.trade_no })
      : words('payout.refused_after_review', { trade: after.trade_no, amount: after.amount + after.fee });
    return answered(after, { said, audit: { target: `trade:${body.trade_id}`, before, after: { ...after, reason: body.reason } } });
  }),

  bind(trades.download, async ({ db, body, member, clock }) => {
    const exported = await queueExport(db, { filters: body, member, now: clock.now() });
    return answered(exported, { said: words('export.queued', { id: String(exported.id) }), audit: { target: `trade_export:${exported.id}`, after: exported } });
  }),

  bind(trades.downloadList, ({ db, body, member, clock, config }) => listExports(db, member, body, clock.now(), config)),

  bind(trades.downloadRetry, async ({ db, body, member, clock }) => {
    const exported = await retryExport(db, member, body.id, clock.now());
    return answered(exported, { said: words('export.queued_again', { id: String(body.id) }), audit: { target: `trade_export:${body.id}`, after: exported } });
  }),

  bind(trades.downloadLink, async ({ db, body, member, clock }) => {
    const link = await issueDownloadTicket(db, member, body.id, clock.now());
    return answered(link, { said: words('file.downloading', { file: link.file_name }), audit: { target: `trade_export:${body.id}` } });
  }),
];

const FILE_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The file of a finished export, streamed from disk at the one-time address `trade/download_link`
 * handed out, for the session it was issued to: presented as `Authorization: Bearer …` on a GET
 * (API clients), or as the `session` field of a form POST (the console, so that the browser saves
 * the file as it arrives instead of holding it all in the page).
 */
export function mountExportDownloads(app: FastifyInstance, deps: Pick<CallDeps, 'db' | 'clock' | 'config'>): void {
  const serve = async (request: FastifyRequest<{ Params: { ticket: string } }>, reply: FastifyReply, token: string | undefined) => {
    void reply.header('cache-control', 'no-store');
    const ticket = request.params.ticket;
    const redemption = /^[A-Za-z0-9_-]{43}$/.test(ticket)
      ? await redeemDownloadTicket(deps.db, { ticket, token, now: deps.clock.now(), config: deps.config })
      : { ok: false as const, status: 410 as const, reason: 'This download link is not valid.' };
    if (!redemption.ok) return reply.status(redemption.status).type('text/plain; charset=utf-8').send(redemption.reason);
    return reply
      .type(FILE_TYPES[redemption.format] ?? FILE_TYPES.csv!)
      .header('content-disposition', `attachment; filename="${redemption.fileName}"`)
      .header('content-length', fs.statSync(redemption.path).size)
      .send(fs.createReadStream(redemption.path));
  };
  const path = `${DOWNLOAD_PATH}/:ticket`;
  app.get<{ Params: { ticket: string } }>(path, (request, reply) => serve(request, reply, bearerToken(request.headers.authorization)));
  // Form bodies are read on this address only: no API call takes one.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post<{ Params: { ticket: string }; Body: Record<string, string> | undefined }>(path, (request, reply) =>
      serve(request, reply, request.body?.[SESSION_FIELD] || undefined));
  });
}
