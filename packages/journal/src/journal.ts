import fs from 'node:fs';
import path from 'node:path';

/**
 * What a simulator (the DICT's, the SPI's) has done, one JSON line per event, each written and
 * flushed to the disk before its answer is sent: a simulator killed at any moment starts again
 * from every event it answered for. A last line cut by the kill (never answered for) is dropped on
 * reading.
 */
export class Journal<Event> {
  private readonly descriptor: number;
  private readonly observers: ((event: Event) => void)[] = [];

  private constructor(readonly file: string, readonly events: readonly Event[]) {
    this.descriptor = fs.openSync(file, 'a');
  }

  /** The journal in `folder`, made if new, with the events it holds. */
  static open<Event>(folder: string): Journal<Event> {
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, 'journal.jsonl');
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
    const events: Event[] = [];
    for (const [index, line] of lines.entries()) {
      if (line === '') continue;
      const last = index === lines.length - 1;
      try {
        events.push(JSON.parse(line) as Event);
        if (last) fs.appendFileSync(file, '\n');
      } catch (error) {
        // Only the last line may be cut short; anything else is a journal someone else wrote.
        if (!last) throw new Error(`${file}:${index + 1} is not an event: ${(error as Error).message}`, { cause: error });
        fs.truncateSync(file, fs.statSync(file).size - Buffer.byteLength(line));
      }
    }
    return new Journal<Event>(file, events);
  }

  /** Writes an event and waits for the disk to hold it. */
  append(event: Event): void {
    fs.writeSync(this.descriptor, `${JSON.stringify(event)}\n`);
    fs.fsyncSync(this.descriptor);
    for (const observer of this.observers) observer(event);
  }

  /**
   * Tells `observer` every event the journal holds, then each one as it is appended: a view kept
   * of another group's events (the reconciliation's CIDs, of the entries' changes) without that
   * group knowing of it, the same at a restart as while running.
   */
  observe(observer: (event: Event) => void): void {
    for (const event of this.events) observer(event);
    this.observers.push(observer);
  }

  close(): void {
    fs.closeSync(this.descriptor);
  }
}
