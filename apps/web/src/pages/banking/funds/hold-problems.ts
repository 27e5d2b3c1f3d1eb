import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { problemText } from '../../../components/form/problem-text';

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
    ...(hold_type === 'cautionary' && trade_id.trim() !== '' ? { trade_id: Number(trade_id.trim()) } : {}),
  };
}

/** The message of the form's issue for a transaction id typed with more than digits, which the body (a number) cannot carry. */
export const TRADE_ID_NOT_DIGITS = 'tradeIdDigits';

/** Whether a cautionary block's transaction id was typed with more than digits. */
export const tradeIdNotDigits = ({ hold_type, trade_id }: HoldInput) => hold_type === 'cautionary' && trade_id.trim() !== '' && !/^\d+$/.test(trade_id.trim());

/** The contract's own words for its refinements in English; the console's in other languages. */
const CUSTOM_KEYS = { court_order: 'funds.hold.problems.courtOrder', trade_id: 'funds.hold.problems.tradeId' } as const;

/**
 * The words of a problem the freeze form found in a hold field: the console's for a transaction
 * id that is not digits; for the freeze body's refinements (a judicial hold names its court order,
 * a cautionary block its Pix), the contract's words in English and the console's in other languages.
 */
export function holdProblem(t: TFunction, language: string, field: keyof typeof CUSTOM_KEYS, error: FieldError): string {
  if (error.message === TRADE_ID_NOT_DIGITS) return t('funds.hold.problems.tradeIdDigits');
  return error.type === 'custom' && language !== 'en' ? t(CUSTOM_KEYS[field]) : problemText(t, error, language);
}
