import type { SimulatorEvent } from './group.js';
import type { Journal } from './journal.js';

/** A record the DICT keeps and changes: claims, infraction reports. */
interface Changing { Id: string; LastModified: string }

/**
 * Records of one kind by id, each change journaled whole (`{ kind, [field]: record }`): the last
 * change of an id is the record, so they are rebuilt from the journal at start.
 */
export class JournaledRecords<Record extends Changing> {
  private readonly byId = new Map<string, Record>();

  constructor(private readonly journal: Journal<SimulatorEvent>, private readonly kind: string, private readonly field: string) {
    for (const event of journal.events) {
      if (event.kind === kind) {
        const record = (event as SimulatorEvent & { [name: string]: unknown })[field] as Record;
        this.byId.set(record.Id, record);
      }
    }
  }

  get(id: string): Record | undefined {
    return this.byId.get(id);
  }

  /** Every record, as a list of its own (a change while it is walked does not move it). */
  values(): Record[] {
    return [...this.byId.values()];
  }

  /** Every record, in the order they were last changed (as the API's listings list them). */
  byLastChange(): Record[] {
    return this.values().sort((a, b) => a.LastModified.localeCompare(b.LastModified));
  }

  /** Journals a record's change, then keeps it. */
  record(record: Record): Record {
    this.journal.append({ kind: this.kind, [this.field]: record });
    this.byId.set(record.Id, record);
    return record;
  }

  /** A played side's move at its moment, or at the record's last change if the other side moved it since: a record's time never runs back. */
  momentFor(id: string, at: Date): Date {
    return new Date(Math.max(at.getTime(), Date.parse(this.byId.get(id)!.LastModified)));
  }
}
