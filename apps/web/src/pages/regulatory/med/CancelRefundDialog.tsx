import type { FormEvent } from 'react';
import { regulatory, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import { CaseFormDialog } from './CaseFormDialog';
import './messages';

const med = regulatory.med;
type RefundRequest = regulatory.med.RefundRequest;
const CANCEL_FORM = z.pick(med.refundCancel.body, { details: true });

/** Cancels a refund request we made that is still open, with why. */
export function CancelRefundDialog({ request, onClose }: { request: RefundRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(CANCEL_FORM, { details: '' });
  const action = useConfirmedMutation(med.refundCancel);

  const submit = (event: FormEvent) => void form.handleSubmit(async ({ details }) => {
    const cancelled = await action.run({ id: request.id, details }, {
      title: t('med.refund.cancel.confirmTitle', { id: request.id }),
      message: t('med.refund.cancel.confirm', { amount: formatCentavos(request.amount) }),
      destructive: true,
    });
    if (cancelled) onClose();
  })(event);

  return (
    <CaseFormDialog title={t('med.refund.cancel.title', { id: request.id })} intro={t('med.refund.cancel.intro')} pending={action.pending} onClose={onClose} onSubmit={submit} submit={t('med.refund.cancel.submit')} color="error">
      <ContractTextField control={form.control} name="details" autoFocus required multiline minRows={3} maxRows={10} label={t('med.form.details')} help={t('med.refund.cancel.detailsHelp')} slotProps={{ htmlInput: { readOnly: action.pending } }} />
    </CaseFormDialog>
  );
}
