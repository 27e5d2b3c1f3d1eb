import { randomBytes } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkMessageSignature, readMessage, schemaProblems, signMessage, writeMessage, type Message } from '@wallet/dict-api';
import { peerParticipant, type Signer, type Trust } from '@wallet/pki';
import { badRequest, problem, type Answer } from './answers.js';

/** What every call is answered with: the DICT's signing identity, whom it trusts to sign requests, and whether this answer's signature is to be broken (a fault). */
export interface CallContext { signer: Signer; trust: Trust; breakSignature?: boolean }

/** The participant a call comes from: the ISPB its TLS client certificate names. */
export const callerOf = (request: FastifyRequest): string | null => peerParticipant(request.raw.socket as TLSSocket);

/**
 * A request's body, as the DICT takes it: signed by the participant that called (the certificate
 * of its signature names the same ISPB as its TLS certificate), then read and checked against the
 * request's schema. A refusal is the answer to send.
 */
export function readRequest(request: FastifyRequest, schema: string, caller: string, context: CallContext): { message: Message } | { refusal: Answer } {
  const xml = typeof request.body === 'string' ? request.body : '';
  if (xml === '') return { refusal: badRequest('The request has no XML body') };
  const signature = checkMessageSignature(xml, context.trust);
  if (!signature.ok) return { refusal: problem(400, 'RequestSignatureInvalid', 'Request signature is invalid', signature.detail) };
  if (signature.signer.subject !== `CN=${caller}`) return { refusal: problem(400, 'RequestSignatureInvalid', 'Request signature is invalid', 'The request is signed by another participant than the one calling') };
  const read = readMessage(signature.signed, schema);
  const problems = read.problems.length > 0 ? read.problems : schemaProblems(schema, read.value);
  if (problems.length > 0) return { refusal: badRequest(`The request does not follow ${schema}`, problems.map((reason) => ({ reason, property: reason.split(' ')[0]! }))) };
  return { message: read.value };
}

/** The DICT's correlation id of an answer: 32 hexadecimal digits. */
const correlationId = () => randomBytes(16).toString('hex');

/** Sends an answer as the DICT does: its schema's XML with the time and a correlation id, signed. */
export function sendAnswer(reply: FastifyReply, answer: Answer, context: CallContext, now: Date): FastifyReply {
  const body = answer.schema === 'Problem'
    ? { ...answer.body, correlationId: correlationId() }
    : { ResponseTime: now.toISOString(), CorrelationId: correlationId(), ...answer.body };
  const problems = schemaProblems(answer.schema, body);
  if (problems.length > 0) throw new Error(`dict-sim would answer an invalid ${answer.schema}: ${problems.join('; ')}`);
  const signedXml = signMessage(writeMessage(answer.schema, body), context.signer);
  // A broken signature: its value changed by one character, as a forger's or a corrupted line's would be.
  const xml = context.breakSignature ? signedXml.replace(/<ds:SignatureValue>(.)/, (_whole, first: string) => `<ds:SignatureValue>${first === 'A' ? 'B' : 'A'}`) : signedXml;
  return reply.status(answer.status).type(answer.schema === 'Problem' ? 'application/problem+xml' : 'application/xml').send(xml);
}
