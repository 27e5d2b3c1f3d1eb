import type { FormEvent } from 'react';
import { regulatory, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { formatCentavos } from '../../../format/money';
import type { CaseDetail } from './case-facts';
import { CaseFormDialog } from './CaseFormDialog';
import './messages';

const med = regulatory.med;
const CLOSE_FORM = z.pick(med.close.body, { note: true });

/** Closes a case with no refund request open, with a note; what its holds still block goes back to the customer. */
export function CloseCaseDialog({ detail, onClose }: { detail: CaseDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { case: medCase, money } = detail;
  const form = useContractForm(CLOSE_FORM, { note: '' });
  const action = useConfirmedMutation(med.close);

  const submit = (event: FormEvent) => void form.handleSubmit(async ({ note }) => {
    const closed = await action.run({ id: medCase.id, note }, {
      title: t('med.close.confirmTitle', { id: medCase.id }),
      message: money.held > 0 ? t('med.close.confirmReleasing', { amount: formatCentavos(money.held), customer: medCase.customer_name }) : t('med.close.confirm'),
      destructive: true,
    });
    if (closed) onClose();
  })(event);

  return (
    <CaseFormDialog title={t('med.close.title', { id: medCase.id })} intro={t('med.close.intro')} pending={action.pending} onClose={onClose} onSubmit={submit} submit={t('med.close.submit')} color="error">
      <ContractTextField control={form.control} name="note" autoFocus required multiline minRows={2} label={t('med.close.note')} help={t('med.form.reasonHelp')} slotProps={{ htmlInput: { readOnly: action.pending } }} />
    </CaseFormDialog>
  );
}
