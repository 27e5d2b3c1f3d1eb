import { Agent, request } from 'undici';
import { DictRefusal } from '../refusal.js';
import { checkMessageSignature, operation, readMessage, schemaProblems, signMessage, writeMessage, type Message } from '@wallet/dict-api';
import { type Signer } from '@wallet/pki';

/** Where the DICT is and who we are to it: its address, our client certificate and key, and the authorities we trust for its TLS and signatures. */
export interface DictEndpoint {
  /** The API's base, as the central bank publishes it: `https://dict-h.pi.rsfn.net.br:16522/api/v1` (homologation). */
  url: string;
  client: Signer;
  authorities: readonly string[];
  /** How long one attempt may take. */
  timeoutMs?: number;
  /** Attempts for a call that may be repeated (a read, or a write whose request id makes it idempotent). */
  attempts?: number;
}

/** A refusal the DICT answered, as its document names it (`EntryKeyOwnedByDifferentPerson`). */
export class DictProblem extends Error {
  constructor(readonly status: number, readonly type: string, readonly detail: string | undefined) {
    super(`${type}${detail ? `: ${detail}` : ''}`);
  }
}

/** An answer the DICT did not sign as it must, or that does not follow its schema: nothing in it is taken. */
export class DictAnswerRefused extends Error {}

/** Requests refused for an empty bucket (429): the DICT is asked again only once it refills. */
export class DictRateLimited extends DictProblem {}

const ERROR_TYPE = /\/error\/(\w+)$/;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_ATTEMPTS = 3;

export interface CallInput {
  /** The path's parameters, by the document's names (`Key`). */
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** The query's parameters (a listing's filters). */
  query?: Record<string, string>;
  /** The request's message (without its signature: it is signed here). */
  body?: Message;
}

/**
 * The DICT's transport: mutual TLS over pooled connections (the document asks for reused ones), each
 * request of a call that writes signed with our certificate, each answer's signature checked
 * against the authorities we trust (the DICT signs every answer) and its message against the
 * document's schema for its status. A connection that fails or an attempt that times out is tried
 * again, the same request (same request id) each time, for calls the DICT answers the same when
 * repeated.
 */
export class DictTransport {
  private readonly agent: Agent;
  private readonly base: string;

  constructor(private readonly endpoint: DictEndpoint) {
    this.agent = new Agent({
      connect: { key: endpoint.client.key, cert: endpoint.client.certificate, ca: [...endpoint.authorities] },
      keepAliveTimeout: 30_000,
    });
    this.base = endpoint.url.replace(/\/$/, '');
  }

  async call(operationId: string, input: CallInput = {}): Promise<Message> {
    const call = operation(operationId);
    const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
    const path = `${call.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(input.params?.[name] ?? ''))}${query}`;
    if (input.body && call.request) {
      // What the DICT would refuse is not sent: the operator reads why, in the document's terms.
      const problems = schemaProblems(call.request.schema, input.body);
      if (problems.length > 0) throw new DictRefusal(`our request does not follow ${call.request.schema}: ${problems.join('; ')}`);
    }
    const body = input.body && call.request ? signMessage(writeMessage(call.request.schema, input.body), this.endpoint.client) : undefined;
    const attempts = this.endpoint.attempts ?? DEFAULT_ATTEMPTS;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.send(call.method, path, call.responses, { ...input.headers, ...(body && { 'content-type': 'application/xml' }) }, body);
      } catch (error) {
        // Tried again: no answer, or the DICT out of service for a moment (a 5xx); never a refusal.
        const passing = !(error instanceof DictAnswerRefused) && (!(error instanceof DictProblem) || error.status >= 500);
        if (!passing || attempt >= attempts) throw error;
      }
    }
  }

  private async send(method: string, path: string, responses: Record<string, { schema: string }>, headers: Record<string, string>, body: string | undefined): Promise<Message> {
    const timeout = this.endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const answer = await request(`${this.base}${path}`, {
      method: method.toUpperCase() as 'GET', headers: { accept: 'application/xml', 'accept-encoding': 'identity', ...headers }, body, dispatcher: this.agent,
      headersTimeout: timeout, bodyTimeout: timeout,
    });
    const text = await answer.body.text();
    const schema = responses[String(answer.statusCode)]?.schema ?? (answer.statusCode >= 400 ? 'Problem' : null);
    if (!schema) throw new DictAnswerRefused(`the DICT answered ${answer.statusCode}, which the call does not declare`);
    const checked = checkMessageSignature(text, { authorities: this.endpoint.authorities });
    if (!checked.ok) throw new DictAnswerRefused(`the DICT's answer (${answer.statusCode}) is not signed as it must be: ${checked.detail}`);
    const read = readMessage(checked.signed, schema);
    const problems = read.problems.length > 0 ? read.problems : schemaProblems(schema, read.value);
    if (problems.length > 0) throw new DictAnswerRefused(`the DICT's answer does not follow ${schema}: ${problems.join('; ')}`);
    if (answer.statusCode < 400) return read.value;
    const type = ERROR_TYPE.exec(String(read.value.type))?.[1] ?? 'Unknown';
    const detail = read.value.detail === undefined ? undefined : String(read.value.detail);
    if (answer.statusCode === 429) throw new DictRateLimited(429, type, detail);
    throw new DictProblem(answer.statusCode, type, detail);
  }

  /**
   * A file the DICT names by its address (a CID set file's `Url`), over the same mutual TLS: its
   * text. Only an address on the DICT's own host is fetched.
   */
  async download(url: string): Promise<string> {
    if (new URL(url).host !== new URL(this.base).host) throw new DictAnswerRefused(`the DICT named a file elsewhere (${new URL(url).host}): not fetched`);
    const timeout = this.endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const answer = await request(url, { method: 'GET', dispatcher: this.agent, headersTimeout: timeout, bodyTimeout: timeout });
    const text = await answer.body.text();
    if (answer.statusCode !== 200) throw new DictProblem(answer.statusCode, 'FileNotAvailable', text.slice(0, 200));
    return text;
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
