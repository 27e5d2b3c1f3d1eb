import { MenuItem } from '@mui/material';
import { RefundRejection, regulatory, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { optionKey } from '../../../i18n/options';

const med = regulatory.med;
type RefundRequest = regulatory.med.RefundRequest;
const REJECT_FORM = z.pick(med.refundReject.body, { rejection_reason: true, details: true });

/** Rejects a refund request made to us, with the DICT's reason and our details. */
export function RejectRefundDialog({ request, onClose }: { request: RefundRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(REJECT_FORM, { rejection_reason: 'CANNOT_REFUND', details: '' });
  return (
    <ActionDialog
      endpoint={med.refundReject}
      form={form}
      body={(typed) => ({ id: request.id, ...typed })}
      ask={({ rejection_reason }) => ({
        title: t('med.refund.reject.confirmTitle', { id: request.id }),
        message: t('med.refund.reject.confirm', { reason: t(optionKey('refund_rejection', rejection_reason)) }),
        destructive: true,
      })}
      title={t('med.refund.reject.title', { id: request.id })}
      intro={t('med.refund.reject.intro')}
      submit={t('med.refund.reject.submit')}
      color="error"
      onClose={onClose}
    >
      <ContractTextField control={form.control} name="rejection_reason" select required label={t('med.refund.rejection')}>
        {RefundRejection.codes.map((code) => <MenuItem key={code} value={code}>{t(optionKey('refund_rejection', code))}</MenuItem>)}
      </ContractTextField>
      <ContractTextField control={form.control} name="details" required multiline minRows={3} maxRows={10} label={t('med.form.details')} help={t('med.refund.answerHelp')} />
    </ActionDialog>
  );
}
