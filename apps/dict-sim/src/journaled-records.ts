import { badRequest, forbidden, notFound, type Answer } from './answers.js';
import type { SimulatorEvent } from './group.js';
import type { Journal } from '@wallet/journal';

/** A record the DICT keeps and changes: claims, infraction reports, refunds. */
interface Changing { Id: string; LastModified: string }

/** Who asks for an operation on a record: the participant calling, and the one its request's body names. */
export interface Asker { caller: string; participant: string }

/** Which participants of a record may do an operation (its sides, or one of them); `side` names them in a refusal. */
export interface Sides<Record> { side: string; of: (record: Record) => readonly string[] }

/**
 * Records of one kind by id, each change journaled whole (`{ kind, [field]: record }`): the last
 * change of an id is the record, so they are rebuilt from the journal at start.
 */
export class JournaledRecords<Record extends Changing> {
  private readonly byId = new Map<string, Record>();

  /** `what` names a record in a refusal (`infraction report`, `refund`). */
  constructor(private readonly journal: Journal<SimulatorEvent>, private readonly kind: string, private readonly field: string, private readonly what = 'record') {
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

  /** The record `id` an operation is about, once the participant its body names is the caller and the caller is one of `sides` of it; otherwise the refusal. */
  operand(id: string, asker: Asker, sides: Sides<Record>): Record | { refusal: Answer } {
    const record = this.byId.get(id);
    if (!record) return { refusal: notFound(`No ${this.what} has this id`) };
    if (asker.participant !== asker.caller) return { refusal: forbidden('The request names another participant than the one calling') };
    if (!sides.of(record).includes(asker.caller)) return { refusal: forbidden(`Only the ${this.what}'s ${sides.side} may do this`) };
    return record;
  }

  /** The record `id` as one of `sides` reads it, the caller naming itself the requesting participant (`PI-RequestingParticipant`); otherwise the refusal. */
  readBy(caller: string, id: string, requestingParticipant: string | undefined, sides: Sides<Record>): Record | { refusal: Answer } {
    if (requestingParticipant !== caller) return { refusal: badRequest('PI-RequestingParticipant is the participant calling') };
    return this.operand(id, { caller, participant: caller }, sides);
  }
}
