import { pix, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/form/ActionDialog';
import { ContractReasonField } from '../../components/form/ContractReasonField';
import { useContractForm } from '../../components/form/useContractForm';
import { formatCentavos } from '../../format/money';
import { limitWords } from './limit-words';

type PixLimit = pix.limits.PixLimit;

/** The change call's own rule for the reason (its body's refinements are about the amount, which is the row's). */
const CANCEL_FORM = z.object({ reason: pix.limits.change.body.shape.reason });

/** Cancels a pending increase by setting the limit to the amount in force, which the server reads as "cancel". */
export function CancelIncreaseDialog({ limit, onClose }: { limit: PixLimit; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(CANCEL_FORM, { reason: '' });
  return (
    <ActionDialog
      endpoint={pix.limits.change}
      form={form}
      body={({ reason }) => ({ owner_id: limit.owner_id, limits_type: limit.limits_type, period_type: limit.period_type, amount: limit.amount, reason })}
      title={t('pix.pendingIncreases.dialogTitle')}
      intro={t('pix.pendingIncreases.dialogIntro', { ...limitWords(t, limit), amount: formatCentavos(limit.amount), pending: formatCentavos(limit.pending_amount ?? 0) })}
      submit={t('pix.pendingIncreases.submit')}
      cancel={t('pix.pendingIncreases.keep')}
      color="error"
      onClose={onClose}
    >
      <ContractReasonField control={form.control} name="reason" autoFocus help={t('pix.pendingIncreases.reasonHelp')} />
    </ActionDialog>
  );
}
