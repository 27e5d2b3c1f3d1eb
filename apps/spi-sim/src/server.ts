import type { TLSSocket } from 'node:tls';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { Journal } from '@wallet/journal';
import { peerParticipant, type Signer } from '@wallet/pki';
import { BODY_BYTES, encoded, MOST_PER_BODY, readBody, writeBody } from '@wallet/spi-messages';
import type { SpiEvent } from './events.js';
import { Exchange } from './exchange.js';
import { readFaults } from './faults.js';
import { Mailbox } from './mailbox.js';
import { readPayIn, readReturnAsked } from './doors.js';
import { SettlementBook } from './settlement.js';

export interface SpiSimulatorOptions {
  /** Its HTTPS identity, which also signs what it sends. */
  tls: Signer;
  /** The authorities whose participants' certificates it takes, for TLS and signatures (PEM). */
  authorities: readonly string[];
  /** The participants that connect (their ISPBs); it plays every other. */
  participants: readonly string[];
  /** Where its journal lives; its state survives a restart there. */
  dataDir: string;
  /** What a participant that connects holds in its settlement account at the start, in centavos (R$ 10 000 000,00 unless told). */
  openingBalance?: number;
  /** How long a receiver has to answer a Pix (the SPI's 40 s unless told). */
  answerMs?: number;
  /** How long a pull waits for a message before it answers 204 (5 s unless told). */
  pollMs?: number;
  /** How long a stream may go unused before it is closed, giving back what it delivered unconfirmed (a minute unless told). */
  streamIdleMs?: number;
  now?: () => Date;
}

/** The ICOM's message interface below its host: `https://icom.pi.rsfn.net.br:16422/api/v1/`. */
export const ICOM_BASE = '/api/v1';
const OPENING_BALANCE = 1_000_000_000;
const ANSWER_MS = 40_000;
const POLL_MS = 5_000;

const problem = (reply: FastifyReply, status: number, title: string, detail: string) =>
  reply.status(status).type('application/problem+xml; charset=utf-8').send(`<?xml version="1.0" encoding="UTF-8"?><problem xmlns="urn:ietf:rfc:7807"><type>https://www.bcb.gov.br/pi/icom/${status}</type><title>${title}</title><status>${status}</status><detail>${detail.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!)}</detail></problem>`);

/**
 * An SPI of our own, as a server of its own: the central bank's instant payment system behind the
 * ICOM's message interface over HTTPS with mutual TLS. Participants post messages
 * (`/in/{ispb}/msgs`) and read what the SPI has for them from pull streams (`/out/{ispb}/stream`);
 * it checks each message, settles between the settlement accounts it keeps, plays every
 * participant that does not connect, and keeps its state in a journal that outlives it.
 */
export function buildSpiSimulator(options: SpiSimulatorOptions) {
  const now = options.now ?? (() => new Date());
  const journal = Journal.open<SpiEvent>(options.dataDir);
  const connected = new Set(options.participants);
  const settlement = new SettlementBook(journal, connected, options.openingBalance ?? OPENING_BALANCE);
  const mailbox = new Mailbox(journal, { streams: 6, idleMs: options.streamIdleMs ?? 60_000 }, () => now().getTime());
  const exchange = new Exchange(journal, settlement, mailbox, { signer: options.tls, trust: { authorities: options.authorities }, connected, answerMs: options.answerMs ?? ANSWER_MS, now });
  const pollMs = options.pollMs ?? POLL_MS;
  const app = Fastify({
    https: { key: options.tls.key, cert: options.tls.certificate, ca: [...options.authorities], requestCert: true, rejectUnauthorized: true },
    bodyLimit: BODY_BYTES,
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const sweep = setInterval(() => exchange.expire(), 250);
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    journal.close();
  });

  /** The caller, when it is the participant the path names. */
  const ownerOf = (request: FastifyRequest<{ Params: { ispb: string } }>, reply: FastifyReply): string | null => {
    const caller = peerParticipant(request.raw.socket as TLSSocket);
    if (caller && caller === request.params.ispb) return caller;
    void problem(reply, 403, 'Forbidden', 'the path names another participant than the client certificate');
    return null;
  };

  app.post<{ Params: { ispb: string } }>(`${ICOM_BASE}/in/:ispb/msgs`, async (request, reply) => {
    const caller = ownerOf(request, reply);
    if (!caller) return reply;
    const read = readBody(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), String(request.headers['content-type'] ?? ''), request.headers['content-encoding']);
    if ('status' in read) return problem(reply, read.status, 'Bad request', read.detail);
    const resourceIds: string[] = [];
    for (const { xml } of read.parts) resourceIds.push(await exchange.take(caller, xml));
    return reply.status(201).header('PI-ResourceId', resourceIds.join(',')).send();
  });

  const pullNext = (ispb: string, stream: string) => `${ICOM_BASE}/out/${ispb}/stream/${stream}`;
  const deliver = async (request: FastifyRequest, reply: FastifyReply, owner: string, stream: string) => {
    const multipart = /multipart\/mixed/i.test(String(request.headers.accept ?? ''));
    const messages = await mailbox.pull(owner, stream, multipart ? MOST_PER_BODY : 1, pollMs);
    if (messages === null) return problem(reply, 404, 'Not found', 'no such stream of this participant');
    reply.header('PI-Pull-Next', pullNext(owner, stream));
    if (messages.length === 0) return reply.status(204).send();
    const { contentType, body } = writeBody(messages.map(({ resourceId, xml }) => ({ resourceId, xml })), multipart);
    const { encoding, payload } = encoded(body, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.status(200).header('PI-ResourceId', messages.map((message) => message.resourceId).join(',')).type(contentType).send(payload);
  };

  app.get<{ Params: { ispb: string } }>(`${ICOM_BASE}/out/:ispb/stream/start`, async (request, reply) => {
    const owner = ownerOf(request, reply);
    if (!owner) return reply;
    const stream = mailbox.open(owner);
    if (!stream) return problem(reply, 429, 'Too many requests', 'this participant holds as many read streams open as it may (6)');
    return deliver(request, reply, owner, stream);
  });
  app.get<{ Params: { ispb: string; stream: string } }>(`${ICOM_BASE}/out/:ispb/stream/:stream`, async (request, reply) => {
    const owner = ownerOf(request, reply);
    if (!owner) return reply;
    return deliver(request, reply, owner, request.params.stream);
  });
  app.delete<{ Params: { ispb: string; stream: string } }>(`${ICOM_BASE}/out/:ispb/stream/:stream`, async (request, reply) => {
    const owner = ownerOf(request, reply);
    if (!owner) return reply;
    return reply.status(mailbox.close(owner, request.params.stream) ? 200 : 410).send();
  });

  app.put('/simulator/faults', async (request, reply) => {
    if (!peerParticipant(request.raw.socket as TLSSocket)) return reply.status(403).send({ error: 'a participant\'s certificate is needed' });
    const told = readFaults(request.body);
    if (!told) return reply.status(400).send({ error: 'faults: lateMs (0 to 60000), silentNext, duplicateNext, each a whole number from 0; blocked, a list of ISPBs' });
    exchange.faults = told;
    return reply.send(told);
  });
  // A Pix from a participant the simulator plays to a customer of one that connects.
  app.post('/simulator/pix', async (request, reply) => {
    const caller = peerParticipant(request.raw.socket as TLSSocket);
    if (!caller) return reply.status(403).send({ error: 'a participant\'s certificate is needed' });
    const asked = readPayIn(request.body, connected, now());
    if ('problem' in asked) return reply.status(400).send({ error: asked.problem });
    exchange.payIn(asked.payer, asked.pix, asked.endToEndId);
    return reply.status(201).send({ endToEndId: asked.endToEndId });
  });
  // A return, by a participant the simulator plays, of a Pix one that connects paid it.
  app.post('/simulator/return', async (request, reply) => {
    if (!peerParticipant(request.raw.socket as TLSSocket)) return reply.status(403).send({ error: 'a participant\'s certificate is needed' });
    const asked = readReturnAsked(request.body);
    const made = 'problem' in asked ? asked : exchange.returnFrom(asked);
    if ('problem' in made) return reply.status(400).send({ error: made.problem });
    return reply.status(201).send(made);
  });

  return { app, settlement, mailbox };
}
