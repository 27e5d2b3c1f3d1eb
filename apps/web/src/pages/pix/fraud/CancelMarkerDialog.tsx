import { pix, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractReasonField } from '../../../components/form/ContractReasonField';
import { useContractForm } from '../../../components/form/useContractForm';
import { optionKey } from '../../../i18n/options';
import { subjectText } from '../../../components/MarkerSubject';

const CANCEL_FORM = z.pick(pix.fraud.cancel.body, { reason: true });

/** Cancels one active marker at the DICT with a required reason, after a confirmation; render it only while open. */
export function CancelMarkerDialog({ marker, onClose }: { marker: pix.fraud.FraudMarker; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(CANCEL_FORM, { reason: '' });
  const subject = subjectText(marker);
  return (
    <ActionDialog
      endpoint={pix.fraud.cancel}
      form={form}
      body={({ reason }) => ({ id: marker.id, reason })}
      ask={() => ({
        title: t('fraud.cancel.confirmTitle', { id: marker.id }),
        message: t('fraud.cancel.confirm', { kind: t(optionKey('fraud_kind', marker.kind)), subject }),
        destructive: true,
      })}
      title={t('fraud.cancel.title', { id: marker.id })}
      intro={t('fraud.cancel.intro', { subject })}
      submit={t('fraud.cancel.submit')}
      color="error"
      onClose={onClose}
    >
      <ContractReasonField control={form.control} name="reason" autoFocus help={t('fraud.cancel.reasonHelp')} />
    </ActionDialog>
  );
}
