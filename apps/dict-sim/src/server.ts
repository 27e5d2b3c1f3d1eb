import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { Message } from '@wallet/dict-api';
import type { Signer } from '@wallet/pki';
import { forbidden, problem, rateLimited } from './answers.js';
import { Buckets, policiesOf, type PolicyCategory } from './buckets.js';
import { callerOf, readRequest, sendAnswer, type CallContext } from './calls.js';
import { Directory } from './directory.js';
import { entries } from './entries.js';
import { consume, NO_FAULTS, readFaults } from './faults.js';
import { FundsRecoveryBook } from './funds-recovery-book.js';
import { fundsRecoveries } from './funds-recoveries.js';
import { claims } from './claims.js';
import { ClaimBook } from './claim-book.js';
import { HOLDINGS_BODY_BYTES, takeHoldings } from './holdings.js';
import type { Call, Query, Shared, SimulatorEvent } from './group.js';
import { InfractionBook } from './infraction-book.js';
import { infractions } from './infractions.js';
import { Journal } from '@wallet/journal';
import { policies } from './policies.js';
import { reconciliation } from './reconciliation.js';
import { refunds } from './refunds.js';
import { TradeBook, TRADES_BODY_BYTES } from './trade-book.js';

export interface SimulatorOptions {
  /** The simulator's HTTPS identity, which also signs its answers. */
  tls: Signer;
  /** The authorities whose participants' certificates it takes, for TLS and signatures (PEM). */
  authorities: readonly string[];
  /** Where its journal lives; the state survives a restart there. */
  dataDir: string;
  /** The anti-scan category of the participants it serves (the DICT sets it per participant; A unless told). */
  category?: PolicyCategory;
  /** The clock (tests move it). */
  now?: () => Date;
  /** How long the played MED 2.0 steps take, as a multiple of their compressed seconds (1 unless told; tests take less). */
  pace?: number;
}

/** Where the DICT's API answers, below its host: `https://dict.pi.rsfn.net.br:16422/api/v1/`. */
export const API_BASE = '/api/v1';

/**
 * The policy whose bucket each call takes a token from (the anti-scan look-up has its own rules);
 * listing claims, infraction reports or refunds takes from one of two, by whether it asks for the
 * participant's role (donor or claimer, debited or credited, requesting or contested).
 */
const POLICY_OF: Record<string, string | ((query: Query) => string)> = {
  createEntry: 'ENTRIES_WRITE', deleteEntry: 'ENTRIES_WRITE', updateEntry: 'ENTRIES_UPDATE', checkKeys: 'KEYS_CHECK',
  bucketStates: 'POLICIES_LIST', getPolicy: 'POLICIES_READ',
  createSyncVerification: 'SYNC_VERIFICATIONS_WRITE', createCidSetFile: 'CIDS_FILES_WRITE', getCidSetFile: 'CIDS_FILES_READ',
  listCidSetEvents: 'CIDS_EVENTS_LIST', getEntryByCid: 'CIDS_ENTRIES_READ',
  createClaim: 'CLAIMS_WRITE', acknowledgeClaim: 'CLAIMS_WRITE', confirmClaim: 'CLAIMS_WRITE', cancelClaim: 'CLAIMS_WRITE', completeClaim: 'CLAIMS_WRITE',
  getClaim: 'CLAIMS_READ',
  listClaims: (query) => (query.IsDonor !== undefined || query.IsClaimer !== undefined ? 'CLAIMS_LIST_WITH_ROLE' : 'CLAIMS_LIST_WITHOUT_ROLE'),
  createInfractionReport: 'INFRACTION_REPORTS_WRITE', acknowledgeInfractionReport: 'INFRACTION_REPORTS_WRITE',
  cancelInfractionReport: 'INFRACTION_REPORTS_WRITE', closeInfractionReport: 'INFRACTION_REPORTS_WRITE',
  getInfractionReport: 'INFRACTION_REPORTS_READ',
  listInfractionReport: (query) => (query.IsDebited !== undefined || query.IsCredited !== undefined ? 'INFRACTION_REPORTS_LIST_WITH_ROLE' : 'INFRACTION_REPORTS_LIST_WITHOUT_ROLE'),
  createRefund: 'REFUNDS_WRITE', cancelRefund: 'REFUNDS_WRITE', closeRefund: 'REFUNDS_WRITE', getRefund: 'REFUNDS_READ',
  listRefund: (query) => (query.ParticipantRole !== undefined ? 'REFUND_LIST_WITH_ROLE' : 'REFUND_LIST_WITHOUT_ROLE'),
};
const policyNameOf = (id: string, query: Query) => {
  const named = POLICY_OF[id];
  return typeof named === 'function' ? named(query) : named;
};

/**
 * A DICT of our own, as a server of its own: the central bank's DICT API over HTTPS with mutual
 * TLS (a participant without a client certificate its authorities issued is not even connected),
 * signed XML both ways, requests checked against the API's schemas, the request limits of its
 * policies, and its state in a journal that outlives it. Each group of calls is a module of its own.
 */
export function buildSimulator(options: SimulatorOptions) {
  const now = options.now ?? (() => new Date());
  const shared: Shared = { journal: Journal.open<SimulatorEvent>(options.dataDir), buckets: new Buckets(), category: options.category ?? 'A' };
  const context: CallContext = { signer: options.tls, trust: { authorities: options.authorities } };
  const faults = { ...NO_FAULTS };
  const app = Fastify({
    https: { key: options.tls.key, cert: options.tls.certificate, ca: [...options.authorities], requestCert: true, rejectUnauthorized: true },
    bodyLimit: 1024 * 1024,
  });
  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addHook('onClose', async () => shared.journal.close());

  const call: Call = (id, requestSchema, handle) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (faults.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
    const at = now();
    const caller = callerOf(request);
    if (consume(faults, 'failNext')) return sendAnswer(reply, problem(503, 'ServiceUnavailable', 'Service Unavailable', 'Told to fail'), context, at);
    if (!caller) return sendAnswer(reply, forbidden('The client certificate names no participant (its common name is an ISPB)'), context, at);
    const query = (request.query ?? {}) as Query;
    const policyName = policyNameOf(id, query);
    const policy = policyName ? policiesOf(shared.category).find((candidate) => candidate.name === policyName) : undefined;
    if (policy && shared.buckets.available(policy, caller, at.getTime()) <= 0) return sendAnswer(reply, rateLimited(), context, at);
    let message: Message | null = null;
    if (requestSchema) {
      const read = readRequest(request, requestSchema, caller, context);
      if ('refusal' in read) return sendAnswer(reply, read.refusal, context, at);
      message = read.message;
    }
    const answer = handle({ caller, params: request.params as Record<string, string>, query, headers: request.headers, message, now: at });
    if (policy) shared.buckets.take(policy, caller, 1, at.getTime());
    if (consume(faults, 'dropNext')) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    return sendAnswer(reply, answer, { ...context, breakSignature: consume(faults, 'breakSignatureNext') }, at);
  };

  // The entries every group reads; the groups' routes under the API's base.
  const directory = new Directory(shared.journal);
  const claimBook = new ClaimBook(shared.journal, directory);
  const trades = new TradeBook(shared.journal);
  const infractionBook = new InfractionBook(shared.journal, trades);
  const recoveryBook = new FundsRecoveryBook(shared.journal, trades, options.pace ?? 1);
  void app.register(async (api) => {
    entries(directory)(api, call, shared);
    claims(claimBook)(api, call, shared);
    refunds(infractions(infractionBook)(api, call, shared))(api, call, shared);
    fundsRecoveries(recoveryBook)(api, call, shared);
    policies(api, call, shared);
    reconciliation(directory)(api, call, shared);
  }, { prefix: API_BASE });

  app.put('/simulator/faults', async (request, reply) => {
    if (!callerOf(request)) return reply.status(403).send({ error: 'a participant\'s certificate is needed' });
    const told = readFaults(request.body);
    if (!told) return reply.status(400).send({ error: 'faults: delayMs (0 to 60000), failNext, dropNext, breakSignatureNext, each a whole number from 0' });
    Object.assign(faults, told);
    return reply.send(faults);
  });
  // What a participant's DICT already holds, told once (the product's demo tells its history's).
  app.put('/simulator/holdings', { bodyLimit: HOLDINGS_BODY_BYTES }, async (request, reply) => {
    const caller = callerOf(request);
    if (!caller) return reply.status(403).send({ error: 'a participant\'s certificate is needed' });
    const answer = takeHoldings(caller, request.body, { directory, claims: claimBook, infractions: infractionBook }, now());
    return reply.status(answer.status).send(answer.body);
  });
  // The Pix a participant settled, as the SPI would tell the real DICT (the product tells its own).
  app.put('/simulator/trades', { bodyLimit: TRADES_BODY_BYTES }, async (request, reply) => {
    const caller = callerOf(request);
    if (!caller) return reply.status(403).send({ error: 'a participant\'s certificate is needed' });
    const answer = trades.take(caller, request.body, now());
    return reply.status(answer.status).send(answer.body);
  });
  return { app, directory, buckets: shared.buckets };
}
