import { useMemo } from 'react';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/form/ActionDialog';
import { ContractReasonField } from '../../components/form/ContractReasonField';
import { useContractForm } from '../../components/form/useContractForm';
import { limitEffect, readLimitAmount } from './limit-change';
import { limitForm } from './limit-form';
import { LimitAmountField } from './LimitAmountField';
import { LimitEffectNote } from './LimitEffectNote';
import { LimitFacts } from './LimitFacts';
import { LimitSubjectFields } from './LimitSubjectFields';
import { useLimitInForce } from './useLimitInForce';

type PixLimit = pix.limits.PixLimit;

export interface LimitDialogProps {
  open: boolean;
  /** The row to change; null to set the limit of an owner who may have no row yet. */
  limit: PixLimit | null;
  onClose: () => void;
}

/** Changes a Pix limit, saying first whether the new amount applies at once or in 24 hours. Render it only while open. */
export function LimitDialog({ open, limit, onClose }: LimitDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(useMemo(() => limitForm(limit), [limit]), {
    kind: limit?.target ?? 'user',
    owner: null,
    limits_type: limit?.limits_type ?? 'PIX',
    period_type: limit?.period_type ?? 'DAYTIME',
    amount: '',
    reason: '',
  });
  const [owner, limitsType, periodType, amount] = form.watch(['owner', 'limits_type', 'period_type', 'amount']);
  const kind = { limits_type: limitsType ?? 'PIX', period_type: periodType ?? 'DAYTIME' };
  const ownerId = limit?.owner_id ?? owner?.id ?? null;
  const inForce = useLimitInForce({ row: limit, ownerId, ...kind });
  const { centavos } = readLimitAmount(amount ?? '', kind);
  const effect = centavos !== null && ownerId !== null ? limitEffect(centavos, inForce, new Date()) : null;
  // The server's answer ("lowered, in force now" or "increase scheduled for …") is toasted by the client.
  return (
    <ActionDialog
      endpoint={pix.limits.change}
      form={form}
      // The amount already in force, with nothing pending, is refused by the server: the button is off.
      body={(change) => (effect?.kind === 'unchanged' ? null : change)}
      open={open}
      title={t(limit ? 'pix.limitDialog.changeTitle' : 'pix.limitDialog.setTitle')}
      submit={t('pix.limitDialog.submit')}
      disabled={effect?.kind === 'unchanged'}
      onClose={onClose}
    >
      {limit ? <LimitFacts limit={limit} /> : <LimitSubjectFields form={form} />}
      <LimitAmountField control={form.control} kind={kind} autoFocus={Boolean(limit)} />
      {effect && centavos !== null && <LimitEffectNote amount={centavos} effect={effect} />}
      <ContractReasonField control={form.control} name="reason" help={t('pix.limitDialog.reasonHelp')} />
    </ActionDialog>
  );
}
