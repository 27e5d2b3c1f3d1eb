import type { Message } from '@wallet/dict-api';
import type { DictFundsRecovery, FundsRecoveries, NewFundsRecovery, TrackedPix } from '../funds-recoveries.js';
import { DictRefusal } from '../refusal.js';
import type { DictSimulation, SettledTrade } from '../infraction-reports.js';
import { centavosOf } from './amounts.js';
import { everyPage } from './latest-changes.js';
import { askDictApi, isRefusal } from './refusals.js';
import type { DictTransport } from './transport.js';

interface TrackedTransaction {
  TransactionId: string; Layer: number; DebitedParticipant: string; CreditedParticipant: string; Amount: number; SettlementTime: string;
  HeldAmount?: number; InfractionReportId?: string; AnalysisResult?: 'AGREED' | 'DISAGREED'; RefundId?: string; RefundTransactionId?: string; RefundedAmount?: number;
}
interface ExtendedFundsRecovery {
  Id: string; RootTransactionId: string; SituationType: NewFundsRecovery['situationType']; ReportDetails?: string; Status: DictFundsRecovery['status'];
  ContestedAmount: number; RecoveredAmount: number; TrackedTransactions?: TrackedTransaction[]; CreationTime: string; LastModified: string;
}

const trackedOf = (pix: TrackedTransaction): TrackedPix => ({
  layer: pix.Layer, endToEndId: pix.TransactionId, debitedIspb: pix.DebitedParticipant, creditedIspb: pix.CreditedParticipant,
  amount: centavosOf(pix.Amount), settledAt: new Date(pix.SettlementTime), held: centavosOf(pix.HeldAmount ?? 0),
  infractionReportId: pix.InfractionReportId ?? null, analysisResult: pix.AnalysisResult ?? null, refundId: pix.RefundId ?? null,
  returnId: pix.RefundTransactionId ?? null, refunded: centavosOf(pix.RefundedAmount ?? 0),
});

/** A recovery of the DICT's answers (`ExtendedFundsRecovery`) as the product keeps it, amounts in centavos. */
function recoveryOf(answer: Message): DictFundsRecovery {
  const recovery = answer as unknown as ExtendedFundsRecovery;
  return {
    id: recovery.Id, endToEndId: recovery.RootTransactionId, situationType: recovery.SituationType, details: recovery.ReportDetails ?? '',
    status: recovery.Status, contestedAmount: centavosOf(recovery.ContestedAmount), recoveredAmount: centavosOf(recovery.RecoveredAmount),
    trail: (recovery.TrackedTransactions ?? []).map(trackedOf).sort((a, b) => a.layer - b.layer),
    createdAt: new Date(recovery.CreationTime), modifiedAt: new Date(recovery.LastModified),
  };
}

/**
 * Funds recoveries through the DICT (MED 2.0's calls, written in its API's style:
 * packages/dict-api/med2): opened as the payer's institution, cancelled, and the listing of what
 * changed. A DICT simulator is told the contested Pix first (`simulation`), as the SPI tells the
 * real DICT of every Pix.
 */
export class ApiFundsRecoveries implements FundsRecoveries {
  constructor(private readonly dict: DictTransport, private readonly ourIspb: string, private readonly simulation?: DictSimulation) {}

  /**
   * Opens one for a Pix we paid (`trade`, as the DICT knows it from the SPI). The creation has no
   * request id: one asked again after a lost answer is refused as a second recovery of its Pix,
   * and answered with ours there when it is the same.
   */
  async create(input: NewFundsRecovery, trade: SettledTrade): Promise<DictFundsRecovery> {
    await this.simulation?.tell({ trades: [trade] });
    const asked = { RootTransactionId: input.endToEndId, SituationType: input.situationType, ...(input.details !== '' && { ReportDetails: input.details }) };
    try {
      const answer = await this.dict.call('createFundsRecovery', { body: { Participant: this.ourIspb, FundsRecovery: asked } });
      return recoveryOf(answer.FundsRecovery as Message);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (error.type === 'FundsRecoveryAlreadyExistsForTransaction') {
        const ours = (await this.listModifiedSince(new Date(0))).find((recovery) => recovery.endToEndId === input.endToEndId && recovery.status !== 'CANCELLED'
          && recovery.situationType === input.situationType && recovery.details === input.details);
        if (ours) return ours;
      }
      throw new DictRefusal(error.message);
    }
  }

  async cancel(id: string): Promise<DictFundsRecovery> {
    const answer = await askDictApi(this.dict, 'cancelFundsRecovery', { params: { FundsRecoveryId: id }, body: { FundsRecoveryId: id, Participant: this.ourIspb } });
    return recoveryOf(answer.FundsRecovery as Message);
  }

  /** Every recovery of ours changed after `since`, oldest change first. */
  listModifiedSince(since: Date): Promise<DictFundsRecovery[]> {
    return everyPage(this.dict, { operationId: 'listFundsRecoveries', query: { Participant: this.ourIspb, ModifiedAfter: since.toISOString() }, list: 'FundsRecoveries', read: recoveryOf });
  }
}
