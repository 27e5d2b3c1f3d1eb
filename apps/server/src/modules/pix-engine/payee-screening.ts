import { note } from '@wallet/contracts';
import type { Database } from '../../db/client.js';
import type { MarkedPayeeSetting } from '../../config.js';
import type { DictFraud } from '../../integrations/dict/fraud.js';
import { activeMarkersOn, tellMarkers } from '../fraud/index.js';

export interface PayeeScreening {
  setting: MarkedPayeeSetting;
  fraud: DictFraud;
}

export type PayeeRule = 'refused' | 'held_for_review' | 'allowed_below_review' | 'allowed';

/** The refusal a payout to a marked payee carries (ISO 20022 RR04, a regulatory reason). */
export const MARKED_PAYEE_REFUSAL = note('spi.payee_marked', { code: 'RR04' });

/**
 * Whether the payee is marked (our markers on the key or the payee's document, or any
 * participant's as the DICT's statistics show them) and, if so, what the setting does with
 * `amount`; null when the payee is not marked.
 */
export async function ruleForPayee(db: Database, screening: PayeeScreening, payee: { key: string; document: string }, amount: number, now: Date): Promise<PayeeRule | null> {
  const ours = await activeMarkersOn(db, { document: payee.document, key: payee.key });
  let marked = ours.length > 0;
  if (!marked) {
    await tellMarkers(db, screening.fraud);
    const statistics = await screening.fraud.statistics({ key: payee.key, ownerDocument: payee.document }, now);
    marked = statistics.markers.key + statistics.markers.owner > 0;
  }
  if (!marked) return null;
  const { rule, reviewAbove } = screening.setting;
  if (rule === 'refuse') return 'refused';
  if (rule === 'allow') return 'allowed';
  return amount > reviewAbove ? 'held_for_review' : 'allowed_below_review';
}
