import { createHash } from 'node:crypto';
import { Agent, request } from 'undici';
import type { Signer } from '@wallet/pki';
import {
  checkMessageSignature, MOST_PER_BODY, readBody, readMessage, schemaProblems, signMessage, SPI_ISPB, UnreadableMessage, writeBody, writeMessage,
  type Header, type SpiMessage,
} from '@wallet/spi-messages';

/** Where the SPI's ICOM is and who we are to it: its address, our ISPB, our client certificate and key, and the authorities we trust for its TLS and signatures. */
export interface SpiEndpoint {
  /** The ICOM's message interface, as the central bank publishes it: `https://icom-h.pi.rsfn.net.br:16522/api/v1` (homologation). */
  url: string;
  ispb: string;
  client: Signer;
  authorities: readonly string[];
  /** How long one attempt may take (a pull waits for the SPI's long polling within it). */
  timeoutMs?: number;
  /** Attempts for a post: a lost answer or a 5xx posts the same body again, the same message ids, which the SPI takes once. */
  attempts?: number;
}

/** The ICOM refused a request whole (4xx): nothing of it was taken. */
export class IcomRefusal extends Error {
  constructor(readonly status: number, detail: string) {
    super(`the ICOM answered ${status}: ${detail}`);
  }
}

/** A message read from our streams: what the SPI said, or why it was not believed (its signature, its schema). */
export type Received =
  | { resourceId: string; header: Header; message: SpiMessage }
  | { resourceId: string; refused: string };

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_ATTEMPTS = 3;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A message id of ours made from `seed` (a Pix's end-to-end id, a return's id): the same seed,
 * the same id, so that sending the same message again, after a crash or a lost answer, is the
 * SPI's repeat of it and never a second Pix.
 */
export function messageIdFor(ispb: string, seed: string): string {
  const digest = createHash('sha256').update(`message:${seed}`).digest();
  return `M${ispb}${Array.from(digest.subarray(0, 23), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;
}

/**
 * The client of the SPI's communication interface (ICOM): messages of the catalogue written,
 * signed with our certificate and posted (`/in/{ispb}/msgs`, up to ten a post), and what the SPI
 * has for us read from a pull stream (`/out/{ispb}/stream`), each message believed only when an
 * authority we trust signed it and its schema takes it; a message is confirmed (by the next pull,
 * or the stream's closing) only once whoever took it has stored it. Mutual TLS on pooled
 * connections; bodies may come gzip-compressed.
 */
export class IcomClient {
  private readonly agent: Agent;
  private readonly base: string;

  constructor(private readonly endpoint: SpiEndpoint) {
    this.agent = new Agent({ connect: { key: endpoint.client.key, cert: endpoint.client.certificate, ca: [...endpoint.authorities] }, keepAliveTimeout: 30_000 });
    this.base = endpoint.url.replace(/\/$/, '');
  }

  private get origin(): string {
    return new URL(this.base).origin;
  }

  /** The signed text of `message` under `messageId` (a new one unless given), to the SPI. */
  write(message: SpiMessage, messageId: string, createdAt: Date): string {
    return signMessage(writeMessage(message, { from: this.endpoint.ispb, to: SPI_ISPB, messageId, createdAt }), this.endpoint.client);
  }

  /** Posts signed messages (up to ten); answers each one's resource id. A lost answer or a 5xx posts the same body again. */
  async post(messages: string[]): Promise<string[]> {
    if (messages.length === 0 || messages.length > MOST_PER_BODY) throw new RangeError(`a post carries 1 to ${MOST_PER_BODY} messages`);
    const { contentType, body } = writeBody(messages.map((xml) => ({ xml })), messages.length > 1);
    const timeout = this.endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const attempts = this.endpoint.attempts ?? DEFAULT_ATTEMPTS;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await request(`${this.base}/in/${this.endpoint.ispb}/msgs`, {
          method: 'POST', headers: { 'content-type': contentType }, body, dispatcher: this.agent, headersTimeout: timeout, bodyTimeout: timeout,
        });
        const text = await answer.body.text();
        if (answer.statusCode === 201) return String(answer.headers['pi-resourceid'] ?? '').split(',');
        if (answer.statusCode < 500) throw new IcomRefusal(answer.statusCode, text.slice(0, 300));
        throw new Error(`the ICOM answered ${answer.statusCode}`);
      } catch (error) {
        if (error instanceof IcomRefusal || attempt >= attempts) throw error;
      }
    }
  }

  /** Writes, signs and posts one message; answers its message id and resource id. */
  async send(message: SpiMessage, messageId: string, createdAt = new Date()): Promise<{ messageId: string; resourceId: string }> {
    const [resourceId] = await this.post([this.write(message, messageId, createdAt)]);
    return { messageId, resourceId: resourceId! };
  }

  private async pull(path: string, method: 'GET' | 'DELETE' = 'GET') {
    const timeout = this.endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const answer = await request(`${this.origin}${path}`, {
      method, headers: { accept: 'multipart/mixed', 'accept-encoding': 'gzip' }, dispatcher: this.agent, headersTimeout: timeout, bodyTimeout: timeout,
    });
    const raw = Buffer.from(await answer.body.arrayBuffer());
    return { status: answer.statusCode, next: answer.headers['pi-pull-next'] as string | undefined, raw, headers: answer.headers };
  }

  private async believed(xml: string, resourceId: string): Promise<Received> {
    const signature = checkMessageSignature(xml, { authorities: this.endpoint.authorities });
    if (!signature.ok) return { resourceId, refused: `its signature: ${signature.detail}` };
    const problems = await schemaProblems(xml);
    if (problems.length > 0) return { resourceId, refused: `its schema: ${problems.join('; ')}` };
    try {
      const { header, message } = readMessage(xml);
      return { resourceId, header, message };
    } catch (error) {
      if (error instanceof UnreadableMessage) return { resourceId, refused: error.message };
      throw error;
    }
  }

  /**
   * Reads what the SPI has for us on a new stream, until it has nothing (its 204) or `most`
   * messages were read, handing each to `take` and awaiting it before the next pull confirms it;
   * then closes the stream, which confirms the last. Should `take` fail, the stream is left
   * unconfirmed, and the SPI gives its messages again later. Answers how many were taken.
   */
  async drain(take: (received: Received) => Promise<void>, most = 1_000): Promise<number> {
    let taken = 0;
    let answer = await this.pull(`${new URL(this.base).pathname}/out/${this.endpoint.ispb}/stream/start`);
    for (;;) {
      if (answer.status !== 200 && answer.status !== 204) throw new IcomRefusal(answer.status, answer.raw.toString('utf8').slice(0, 300));
      if (!answer.next) throw new IcomRefusal(answer.status, 'a pull answered no PI-Pull-Next');
      if (answer.status === 200) {
        const read = readBody(answer.raw, String(answer.headers['content-type'] ?? ''), answer.headers['content-encoding'] as string | undefined);
        if ('status' in read) throw new IcomRefusal(answer.status, `a pull's body: ${read.detail}`);
        const ids = String(answer.headers['pi-resourceid'] ?? '').split(',');
        for (const [index, part] of read.parts.entries()) {
          await take(await this.believed(part.xml, part.resourceId ?? ids[index] ?? ''));
          taken += 1;
        }
      }
      if (answer.status === 204 || taken >= most) {
        await this.pull(answer.next, 'DELETE');
        return taken;
      }
      answer = await this.pull(answer.next);
      // The SPI gave the stream up (it went unused too long): what it delivered comes again on another.
      if (answer.status === 404 || answer.status === 410) return taken;
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
