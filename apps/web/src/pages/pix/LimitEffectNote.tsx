import { Alert } from '@mui/material';
import { pix } from '@wallet/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../format/datetime';
import { formatCentavos } from '../../format/money';
import type { LimitEffect } from './limit-change';

const SEVERITY = { checking: 'info', default: 'info', unknown: 'info', unchanged: 'warning', decrease: 'success', keep: 'success', increase: 'warning' } as const;

/** Says, before anything is sent, whether the new amount applies at once or is scheduled, and when. */
export function LimitEffectNote({ amount, effect }: { amount: number; effect: LimitEffect }) {
  const { t } = useTranslation();
  return (
    <Alert severity={SEVERITY[effect.kind]} role="status" data-effect={effect.kind}>
      {describeEffect(effect, amount, t)}
    </Alert>
  );
}

/** The sentence of an effect (its message key is its kind), with what happens to a pending increase. */
function describeEffect(effect: LimitEffect, amount: number, t: TFunction): string {
  const sentence = t(`pix.limitDialog.effect.${effect.kind}`, {
    amount: formatCentavos(amount),
    hours: pix.limits.LIMIT_INCREASE_DELAY_HOURS,
    current: 'current' in effect ? formatCentavos(effect.current) : '',
    at: 'effectiveAt' in effect ? formatInstant(effect.effectiveAt) : '',
  });
  const pending = effect.kind === 'increase' ? effect.replacedPending : effect.kind === 'decrease' || effect.kind === 'keep' ? effect.droppedPending : null;
  if (pending === null) return sentence;
  const key = effect.kind === 'increase' ? 'replacesPending' : 'dropsPending';
  return `${sentence} ${t(`pix.limitDialog.effect.${key}`, { pending: formatCentavos(pending) })}`;
}
