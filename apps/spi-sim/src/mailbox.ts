import { randomUUID } from 'node:crypto';
import type { Journal } from '@wallet/journal';
import type { SpiEvent } from './events.js';

/** A message waiting for its participant to read it. */
export interface Waiting { resourceId: string; xml: string }

interface Stream { owner: string; inFlight: string[]; lastUsed: number }

export interface MailboxLimits {
  /** Read streams a participant may hold open at once (the ICOM's 6). */
  streams: number;
  /** A stream unused this long is closed, and what it delivered unconfirmed is read again. */
  idleMs: number;
}

/**
 * What the SPI has for each participant to read, through the ICOM's pull streams. A stream
 * delivers messages no other stream holds; its next pull, or its closing, confirms what it
 * delivered, which is then gone. A stream left without either gives its messages back to be read
 * again (so a reader may see one twice: it tells them by their resource id). The queue and the
 * confirmations are journaled, so a restart loses nothing and reads nothing confirmed again.
 */
export class Mailbox {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly streams = new Map<string, Stream>();
  private readonly wakers = new Map<string, Set<() => void>>();

  constructor(private readonly journal: Journal<SpiEvent>, private readonly limits: MailboxLimits, private readonly now: () => number = Date.now) {
    journal.observe((event) => {
      if (event.type === 'queued') this.queueOf(event.to).push({ resourceId: event.resourceId, xml: event.xml });
      if (event.type === 'acknowledged') {
        const confirmed = new Set(event.resourceIds);
        this.waiting.set(event.to, this.queueOf(event.to).filter((message) => !confirmed.has(message.resourceId)));
      }
    });
  }

  private queueOf(owner: string): Waiting[] {
    let queue = this.waiting.get(owner);
    if (!queue) this.waiting.set(owner, (queue = []));
    return queue;
  }

  /** Queues a signed message for `to` to read; answers its resource id. */
  queue(to: string, xml: string, at: Date): string {
    const resourceId = randomUUID();
    this.journal.append({ type: 'queued', to, resourceId, xml, at: at.toISOString() });
    for (const wake of this.wakers.get(to) ?? []) wake();
    return resourceId;
  }

  /** How many messages wait for `owner`, read or not. */
  waitingFor(owner: string): number {
    return this.queueOf(owner).length;
  }

  private closeIdle(): void {
    const now = this.now();
    for (const [id, stream] of this.streams) if (now - stream.lastUsed > this.limits.idleMs) this.streams.delete(id);
  }

  /** Opens a read stream for `owner`; null when it holds as many as it may. */
  open(owner: string): string | null {
    this.closeIdle();
    if ([...this.streams.values()].filter((stream) => stream.owner === owner).length >= this.limits.streams) return null;
    const id = randomUUID();
    this.streams.set(id, { owner, inFlight: [], lastUsed: this.now() });
    return id;
  }

  /** Confirms what the stream delivered last: those messages are gone. */
  private confirm(stream: Stream): void {
    if (stream.inFlight.length === 0) return;
    this.journal.append({ type: 'acknowledged', to: stream.owner, resourceIds: stream.inFlight });
    stream.inFlight = [];
  }

  private take(stream: Stream, most: number): Waiting[] {
    const held = new Set([...this.streams.values()].flatMap((other) => other.inFlight));
    const taken = this.queueOf(stream.owner).filter((message) => !held.has(message.resourceId)).slice(0, most);
    stream.inFlight = taken.map((message) => message.resourceId);
    return taken;
  }

  /**
   * The next pull of a stream of `owner`'s: confirms what it delivered before, then delivers up to
   * `most` messages, waiting up to `waitMs` for one if none is there. Null for no such stream.
   */
  async pull(owner: string, streamId: string, most: number, waitMs: number): Promise<Waiting[] | null> {
    this.closeIdle();
    const stream = this.streams.get(streamId);
    if (!stream || stream.owner !== owner) return null;
    this.confirm(stream);
    stream.lastUsed = this.now();
    let taken = this.take(stream, most);
    if (taken.length === 0 && waitMs > 0) {
      await new Promise<void>((resolve) => {
        const wakers = this.wakers.get(owner) ?? new Set();
        this.wakers.set(owner, wakers);
        const done = () => { clearTimeout(timer); wakers.delete(done); resolve(); };
        const timer = setTimeout(done, waitMs);
        wakers.add(done);
      });
      if (!this.streams.has(streamId)) return [];
      taken = this.take(stream, most);
    }
    stream.lastUsed = this.now();
    return taken;
  }

  /** Closes a stream of `owner`'s, confirming what it delivered; false for no such stream. */
  close(owner: string, streamId: string): boolean {
    const stream = this.streams.get(streamId);
    if (!stream || stream.owner !== owner) return false;
    this.confirm(stream);
    this.streams.delete(streamId);
    return true;
  }
}
