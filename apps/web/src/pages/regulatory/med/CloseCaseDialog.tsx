import { regulatory, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import type { CaseDetail } from './case-facts';

const med = regulatory.med;
const CLOSE_FORM = z.pick(med.close.body, { note: true });

/** Closes a case with no refund request open, with a note; what its holds still block goes back to the customer. */
export function CloseCaseDialog({ detail, onClose }: { detail: CaseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { case: medCase, money } = detail;
  const form = useContractForm(CLOSE_FORM, { note: '' });
  return (
    <ActionDialog
      endpoint={med.close}
      form={form}
      body={({ note }) => ({ id: medCase.id, note })}
      ask={() => ({
        title: t('med.close.confirmTitle', { id: medCase.id }),
        message: money.held > 0 ? t('med.close.confirmReleasing', { amount: formatCentavos(money.held), customer: medCase.customer_name }) : t('med.close.confirm'),
        destructive: true,
      })}
      title={t('med.close.title', { id: medCase.id })}
      intro={t('med.close.intro')}
      submit={t('med.close.submit')}
      color="error"
      onClose={onClose}
    >
      <ContractTextField control={form.control} name="note" autoFocus required multiline minRows={2} label={t('med.close.note')} help={t('med.form.reasonHelp')} />
    </ActionDialog>
  );
}
