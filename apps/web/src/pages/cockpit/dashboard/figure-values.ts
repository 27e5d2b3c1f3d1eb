import type { TFunction } from 'i18next';
import type { cockpit } from '@wallet/contracts';
import { formatCentavos } from '../../../format/money';
import { formatCount, formatShare } from '../../../format/number';
import type { FigureId } from './figure-ids';
import type { KeyUnder } from '../../../i18n/word-key';

/** What a figure's card says: the figure, a line under it and, for some, a note. */
export interface FigureText {
  value: string;
  detail: string;
  note?: string;
}

/** Today's count against last week's, as a share (+0.25 is a quarter more); none when last week had none. */
export const changeAgainst = (today: number, lastWeek: number): number | null => (lastWeek === 0 ? null : (today - lastWeek) / lastWeek);

/** Each figure of the day in the member's words: counts and shares in their language, amounts in reais. */
export function figureTexts(data: cockpit.DashboardFigures, t: TFunction, language: string): Record<FigureId, FigureText> {
  const count = (value: number) => formatCount(value, language);
  const counted = (value: number, detail: KeyUnder<'dashboard.details'>) => ({ value: count(value), detail: t(`dashboard.details.${detail}`) });
  const money = (centavos: number, detail: KeyUnder<'dashboard.details'>) => ({ value: formatCentavos(centavos), detail: t(`dashboard.details.${detail}`) });
  const { pix } = data;
  const change = changeAgainst(pix.today.count, pix.last_week.count);
  return {
    pixToday: {
      value: count(pix.today.count),
      detail: formatCentavos(pix.today.value),
      note: change === null
        ? t('dashboard.details.noLastWeek')
        : t('dashboard.details.change', { change: formatShare(change, language, true), pix: count(pix.last_week.count), value: formatCentavos(pix.last_week.value) }),
    },
    payins: { value: count(pix.payins.count), detail: formatCentavos(pix.payins.value) },
    payouts: { value: count(pix.payouts.count), detail: formatCentavos(pix.payouts.value) },
    success: {
      value: pix.success_rate === null ? '—' : formatShare(pix.success_rate, language),
      detail: t('dashboard.details.failed', { failed: count(pix.failed) }),
      ...(pix.success_rate === null ? { note: t('dashboard.details.noneEnded') } : {}),
    },
    inFlight: money(data.money.in_flight, 'inFlight'),
    held: money(data.money.held, 'held'),
    fees: money(data.money.fees_today, 'fees'),
    medOpen: counted(data.med.open, 'medOpen'),
    medDueToday: counted(data.med.due_today, 'medDueToday'),
    medOverdue: counted(data.med.overdue, 'medOverdue'),
    claims: counted(data.claims_to_answer, 'claims'),
    review: counted(data.payouts_to_review, 'review'),
    jobs: counted(data.failed_jobs, 'jobs'),
  };
}
