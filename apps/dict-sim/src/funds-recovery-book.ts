import { randomUUID } from 'node:crypto';
import type { Message } from '@wallet/dict-api';
import { forbidden, problem, type Answer } from './answers.js';
import type { SimulatorEvent } from './group.js';
import type { Journal } from '@wallet/journal';
import { JournaledRecords, type Asker, type Sides } from './journaled-records.js';
import type { FundsRecoveryStatus, NewFundsRecovery, StoredFundsRecovery } from './funds-recovery.js';
import { nextStep } from './played-recovery.js';
import type { TradeBook } from './trade-book.js';

/** What is asked of a recovery's operation: who asks, of which recovery, as which participant (the body's). */
export interface FundsRecoveryOperation extends Asker { recoveryId: string }

/** How long after its settlement a Pix may be contested: 80 days. */
const RECOVERY_PERIOD_MS = 80 * 24 * 3_600_000;
/** The statuses a recovery may be cancelled in: until the refunds start. */
const CANCELLABLE: ReadonlySet<FundsRecoveryStatus> = new Set(['CREATED', 'TRACKED', 'AWAITING_ANALYSIS', 'ANALYSED']);
/** Only the participant that opened a recovery reads or cancels it. */
const REPORTER: Sides<StoredFundsRecovery> = { side: 'reporter', of: (recovery) => [recovery.ReporterParticipant] };

/** A refusal of one of the funds recovery's error types. */
const recoveryProblem = (type: string, title: string, detail: string) => problem(400, type, title, detail);

/**
 * The DICT's funds recoveries (MED 2.0), by id: the payer's participant contests a Pix it was
 * debited in, within 80 days of its settlement (`CREATED`); the DICT tracks where the money went
 * (`TRACKED`), opens an infraction report at each institution of the trail (`AWAITING_ANALYSIS`),
 * whose analyses (`ANALYSED`) start the refunds of what they held (`REFUNDING`, then `COMPLETED`).
 * The reporter cancels it until the refunds start (`CANCELLED`). A Pix has one recovery not
 * cancelled at most. The simulator knows a Pix only if a participant told it (`trade-book.ts`);
 * the trail and the institutions' answers are those of the participants it plays
 * (`played-recovery.ts`). State is rebuilt from the journal.
 */
export class FundsRecoveryBook {
  private readonly recoveries: JournaledRecords<StoredFundsRecovery>;

  /** `pace` multiplies the time each step takes (see `played-recovery.ts`). */
  constructor(journal: Journal<SimulatorEvent>, private readonly trades: TradeBook, private readonly pace: number) {
    this.recoveries = new JournaledRecords(journal, 'funds_recovery_changed', 'recovery', 'funds recovery');
  }

  /**
   * The DICT's work and the played institutions' answers due by `now`, each step made at its own
   * moment (or at the recovery's last change: a recovery's time never runs back); a recovery its
   * reporter cancelled, or completed, is left.
   */
  advance(now: Date): void {
    for (const held of this.recoveries.values()) {
      const root = this.trades.get(held.RootTransactionId)!;
      let recovery = held;
      for (let step = nextStep(recovery, root, this.pace); step && step.at <= now; step = nextStep(recovery, root, this.pace)) {
        recovery = this.recoveries.record(step.made(this.recoveries.momentFor(recovery.Id, step.at)));
      }
    }
  }

  /** Every recovery, in the order they were last changed (as `listFundsRecoveries` lists them). */
  all(): StoredFundsRecovery[] {
    return this.recoveries.byLastChange();
  }

  private answer(recovery: StoredFundsRecovery, schema: string, status = 200): Answer {
    return { status, schema, body: { FundsRecovery: recovery as unknown as Message } };
  }

  /** `createFundsRecovery`: by the debited participant of a told Pix settled within 80 days, which has no recovery but cancelled ones. */
  create(caller: string, request: Message, now: Date): Answer {
    if (String(request.Participant) !== caller) return forbidden('The request names another participant than the one calling');
    const asked = request.FundsRecovery as unknown as NewFundsRecovery;
    const root = this.trades.get(asked.RootTransactionId);
    if (!root) return recoveryProblem('FundsRecoveryTransactionNotFound', 'Transaction not found', 'No settled Pix has this end-to-end id');
    if (root.DebitedParticipant !== caller) return forbidden('Only the payer\'s participant opens a funds recovery of a Pix');
    if (now.getTime() - Date.parse(root.SettlementTime) > RECOVERY_PERIOD_MS) {
      return recoveryProblem('FundsRecoveryPeriodExpired', 'Funds recovery period expired', 'The Pix settled more than 80 days ago');
    }
    if (this.recoveries.values().some((recovery) => recovery.RootTransactionId === asked.RootTransactionId && recovery.Status !== 'CANCELLED')) {
      return recoveryProblem('FundsRecoveryAlreadyExistsForTransaction', 'Funds recovery already exists', 'The Pix has a funds recovery not cancelled');
    }
    const at = now.toISOString();
    const recovery: StoredFundsRecovery = {
      ...asked, Id: randomUUID(), Status: 'CREATED', ReporterParticipant: caller, ContestedAmount: root.Amount, RecoveredAmount: 0, CreationTime: at, LastModified: at,
    };
    return this.answer(this.recoveries.record(recovery), 'CreateFundsRecoveryResponse', 201);
  }

  /** `getFundsRecovery`: for its reporter, which names itself as the requesting participant. */
  get(caller: string, recoveryId: string, requestingParticipant: string | undefined): Answer {
    const found = this.recoveries.readBy(caller, recoveryId, requestingParticipant, REPORTER);
    return 'refusal' in found ? found.refusal : this.answer(found, 'GetFundsRecoveryResponse');
  }

  /** `cancelFundsRecovery`: by its reporter only, until the refunds start; a repeat answers the same. */
  cancel(operation: FundsRecoveryOperation, now: Date): Answer {
    const found = this.recoveries.operand(operation.recoveryId, operation, REPORTER);
    if ('refusal' in found) return found.refusal;
    if (found.Status === 'CANCELLED') return this.answer(found, 'CancelFundsRecoveryResponse');
    if (!CANCELLABLE.has(found.Status)) {
      return recoveryProblem('FundsRecoveryOperationInvalid', 'Funds recovery operation is invalid', `A ${found.Status} funds recovery cannot be cancelled`);
    }
    return this.answer(this.recoveries.record({ ...found, Status: 'CANCELLED', LastModified: now.toISOString() }), 'CancelFundsRecoveryResponse');
  }
}
