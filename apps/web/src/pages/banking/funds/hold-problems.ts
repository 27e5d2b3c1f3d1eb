import { banking } from '@wallet/contracts';
import type { TFunction } from 'i18next';
import { problemText } from '../../../components/form/problem-text';
import './messages';

export type FreezeHoldType = 'internal_risk' | 'cautionary' | 'judicial';

/** The hold-type fields of the freeze form as typed. */
export interface HoldInput {
  hold_type: FreezeHoldType;
  court_order: string;
  trade_id: string;
}

/** What the freeze body carries of them: a court order for a judicial hold, the Pix for a cautionary block. */
export function holdBody({ hold_type, court_order, trade_id }: HoldInput) {
  return {
    hold_type,
    ...(hold_type === 'judicial' ? { court_order: court_order.trim() || undefined } : {}),
    ...(hold_type === 'cautionary' && trade_id.trim() !== '' ? { trade_id: /^\d+$/.test(trade_id.trim()) ? Number(trade_id.trim()) : Number.NaN } : {}),
  };
}

export type HoldProblems = Partial<Record<'court_order' | 'trade_id', string>>;

/** The contract's own words for its refinements in English; the console's in other languages. */
const CUSTOM_KEYS = { court_order: 'funds.hold.problems.courtOrder', trade_id: 'funds.hold.problems.tradeId' } as const;

/**
 * The problems of the hold-type fields, found by the freeze call's own schema (its refinements
 * included); the other fields are checked by their own components, so valid stand-ins take their place.
 */
export function holdProblems(input: HoldInput, t: TFunction, language: string): HoldProblems {
  const body = holdBody(input);
  if ('trade_id' in body && Number.isNaN(body.trade_id)) return { trade_id: t('funds.hold.problems.tradeIdDigits') };
  const checked = banking.freeze.body.safeParse({ account_id: 1, amount: 1, reason: 'stand-in', ...body });
  const problems: HoldProblems = {};
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = issue.path[0];
    if ((field !== 'court_order' && field !== 'trade_id') || problems[field]) continue;
    problems[field] = issue.code === 'custom' && language !== 'en'
      ? t(CUSTOM_KEYS[field])
      : problemText(t, { type: issue.code, message: issue.message }, language);
  }
  return problems;
}
