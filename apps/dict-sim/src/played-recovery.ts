import { PLAYED } from './directory.js';
import type { FundsRecoveryStatus, StoredFundsRecovery, TrackedTransaction } from './funds-recovery.js';
import { dice, hashedUuid } from './played-donors.js';
import { paymentId } from './played-refunds.js';
import type { SettledTrade } from './trade-book.js';

// The course of a funds recovery once opened (MED 2.0): the DICT's own work, tracking the money's
// trail and opening an infraction report at each institution it reached, and the answers of the
// participants the simulator plays there, their analyses and their refunds. Each step is decided
// by the recovery's id, so that the same recovery always goes the same way. The real steps take
// hours to days (the manual: the analysis within days, the refunds within 6 hours of the
// agreement); the simulator compresses them to seconds, so that a demo and a browser test see a
// recovery through, and its pace (`DICT_SIM_PACE`) shortens them further for tests.

/** After the recovery's creation, the DICT has tracked the money's trail (`TRACKED`). */
const TRACKING_MS = 2_000;
/** After the recovery's creation, the DICT has opened an infraction report at each institution of the trail (`AWAITING_ANALYSIS`). */
const REPORTING_MS = 4_000;
/** After the recovery's creation, the institutions have analysed their reports (`ANALYSED`): between these, by the dice. */
const ANALYSIS_MS = { least: 6_000, most: 20_000 } as const;
/** After the analyses, the refunds are under way (`REFUNDING`). */
const REFUNDING_MS = 2_000;
/** After the refunds started, they have settled (`COMPLETED`): between these, by the dice. */
const REFUNDS_MS = { least: 2_000, most: 10_000 } as const;
/** Between one layer's Pix and the next one's: between these, by the dice. */
export const NEXT_LAYER_MS = { least: 5 * 60_000, most: 60 * 60_000 } as const;

/** What a receiver holds of what it got, at most (R$ 500,00, in centavos): it sent the rest on. */
const HELD_CENTS = 50_000;
/** The least rest moved on in a layer of its own (R$ 1,00, in centavos). */
const LEAST_MOVED_CENTS = 100;
/** The deepest layer the DICT tracks. */
const MOST_LAYERS = 5;

const reais = (cents: number) => cents / 100;
const centsOf = (amount: number) => Math.round(amount * 100);

/**
 * The money's trail from the contested Pix (layer 1): each receiver holds what it still has of it,
 * up to R$ 500,00, and sent the rest on to another participant the simulator plays, 5 to 60 minutes
 * later, while the rest is at least R$ 1,00, to the fifth layer at most.
 */
function trailOf(recoveryId: string, root: SettledTrade): TrackedTransaction[] {
  const trail: TrackedTransaction[] = [];
  let pix = { TransactionId: root.TransactionId, DebitedParticipant: root.DebitedParticipant, CreditedParticipant: root.CreditedParticipant, cents: centsOf(root.Amount), settled: Date.parse(root.SettlementTime) };
  for (let layer = 1; ; layer += 1) {
    const { cents, settled, ...sides } = pix;
    const held = Math.min(cents, HELD_CENTS);
    trail.push({ ...sides, Layer: layer, Amount: reais(cents), SettlementTime: new Date(settled).toISOString(), HeldAmount: reais(held) });
    const rest = cents - held;
    if (rest < LEAST_MOVED_CENTS || layer === MOST_LAYERS) return trail;
    const sender = sides.CreditedParticipant;
    const others = PLAYED.filter((participant) => participant !== sender);
    const at = settled + dice(`layer-at:${recoveryId}:${layer + 1}`, NEXT_LAYER_MS.least, NEXT_LAYER_MS.most);
    pix = {
      TransactionId: paymentId('E', sender, new Date(at), `layer:${recoveryId}:${layer + 1}`),
      DebitedParticipant: sender, CreditedParticipant: others[dice(`receiver:${recoveryId}:${layer + 1}`, 0, others.length - 1)]!, cents: rest, settled: at,
    };
  }
}

/** The statuses a recovery moves to by the DICT's work and the played participants' answers. */
type Stepped = Exclude<FundsRecoveryStatus, 'CREATED' | 'CANCELLED'>;

/**
 * When each step of a recovery falls due, from its creation, each step's time multiplied by `pace`
 * (1: the compressed seconds above; 0.25 takes a quarter of them).
 */
export function momentsOf(recovery: { Id: string; CreationTime: string }, pace = 1): Record<Stepped, Date> {
  const created = Date.parse(recovery.CreationTime);
  const after = (from: number, ms: number) => from + Math.round(ms * pace);
  const analysed = after(created, dice(`analysed-at:${recovery.Id}`, ANALYSIS_MS.least, ANALYSIS_MS.most));
  const refunding = after(analysed, REFUNDING_MS);
  return {
    TRACKED: new Date(after(created, TRACKING_MS)), AWAITING_ANALYSIS: new Date(after(created, REPORTING_MS)), ANALYSED: new Date(analysed),
    REFUNDING: new Date(refunding), COMPLETED: new Date(after(refunding, dice(`completed-at:${recovery.Id}`, REFUNDS_MS.least, REFUNDS_MS.most))),
  };
}

/** Each layer of the trail, changed by `change`; `agreed` only the layers whose institution agreed. */
const eachLayer = (recovery: StoredFundsRecovery, change: (layer: TrackedTransaction) => TrackedTransaction, agreed = false) => ({
  TrackedTransactions: (recovery.TrackedTransactions ?? []).map((layer) => (!agreed || layer.AnalysisResult === 'AGREED' ? change(layer) : layer)),
});

/** The refunds settled at `at`: each agreed layer sends back what it held, to the recovery's reporter. */
function refunded(recovery: StoredFundsRecovery, at: Date): Partial<StoredFundsRecovery> {
  const { TrackedTransactions } = eachLayer(recovery, (layer) => ({
    ...layer, RefundedAmount: layer.HeldAmount, RefundTransactionId: paymentId('D', layer.CreditedParticipant, at, `refund-payment:${recovery.Id}:${layer.Layer}`),
  }), true);
  return { TrackedTransactions, RecoveredAmount: reais(TrackedTransactions.reduce((sum, layer) => sum + centsOf(layer.RefundedAmount ?? 0), 0)) };
}

/** What each step does, by the status it leaves: the status it moves to, and what it adds to the recovery. */
const STEPS: Record<Exclude<FundsRecoveryStatus, 'COMPLETED' | 'CANCELLED'>, { to: Stepped; adds: (recovery: StoredFundsRecovery, root: SettledTrade, at: Date) => Partial<StoredFundsRecovery> }> = {
  CREATED: { to: 'TRACKED', adds: (recovery, root) => ({ TrackedTransactions: trailOf(recovery.Id, root) }) },
  TRACKED: { to: 'AWAITING_ANALYSIS', adds: (recovery) => eachLayer(recovery, (layer) => ({ ...layer, InfractionReportId: hashedUuid(`infraction-report:${recovery.Id}:${layer.Layer}`) })) },
  AWAITING_ANALYSIS: { to: 'ANALYSED', adds: (recovery) => eachLayer(recovery, (layer) => ({ ...layer, AnalysisResult: layer.HeldAmount > 0 ? 'AGREED' : 'DISAGREED' })) },
  ANALYSED: { to: 'REFUNDING', adds: (recovery) => eachLayer(recovery, (layer) => ({ ...layer, RefundId: hashedUuid(`refund:${recovery.Id}:${layer.Layer}`) }), true) },
  REFUNDING: { to: 'COMPLETED', adds: (recovery, _root, at) => refunded(recovery, at) },
};

/** A recovery's next step: when it falls due, and the recovery it leaves once made at a moment. */
export interface RecoveryStep { at: Date; made: (at: Date) => StoredFundsRecovery }

/** The step after the recovery's status, of the recovery of the contested Pix `root`, at `pace` (see `momentsOf`); none once it is completed or cancelled. */
export function nextStep(recovery: StoredFundsRecovery, root: SettledTrade, pace: number): RecoveryStep | null {
  if (recovery.Status === 'COMPLETED' || recovery.Status === 'CANCELLED') return null;
  const step = STEPS[recovery.Status];
  return {
    at: momentsOf(recovery, pace)[step.to],
    made: (at) => ({ ...recovery, ...step.adds(recovery, root, at), Status: step.to, LastModified: at.toISOString() }),
  };
}
