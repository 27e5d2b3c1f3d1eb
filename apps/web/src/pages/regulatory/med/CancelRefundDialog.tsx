import { regulatory, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';

const med = regulatory.med;
type RefundRequest = regulatory.med.RefundRequest;
const CANCEL_FORM = z.pick(med.refundCancel.body, { details: true });

/** Cancels a refund request we made that is still open, with why. */
export function CancelRefundDialog({ request, onClose }: { request: RefundRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(CANCEL_FORM, { details: '' });
  return (
    <ActionDialog
      endpoint={med.refundCancel}
      form={form}
      body={({ details }) => ({ id: request.id, details })}
      ask={() => ({
        title: t('med.refund.cancel.confirmTitle', { id: request.id }),
        message: t('med.refund.cancel.confirm', { amount: formatCentavos(request.amount) }),
        destructive: true,
      })}
      title={t('med.refund.cancel.title', { id: request.id })}
      intro={t('med.refund.cancel.intro')}
      submit={t('med.refund.cancel.submit')}
      color="error"
      onClose={onClose}
    >
      <ContractTextField control={form.control} name="details" autoFocus required multiline minRows={3} maxRows={10} label={t('med.form.details')} help={t('med.refund.cancel.detailsHelp')} />
    </ActionDialog>
  );
}
