import { Reason, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormDialogForm } from '../../components/FormDialog';
import { ContractReasonField } from '../../components/form/ContractReasonField';
import { useContractForm } from '../../components/form/useContractForm';
import { optionKey } from '../../i18n/options';

/** The request's reason, under the rule every reason of the product keeps (the server's for it). */
const WHY_FORM = z.object({ reason: Reason });

/** Asks why an action a policy holds for a second person is asked; the reason goes with the request. */
export function ApprovalReasonDialog({ action, onClose }: { action: string; onClose: (reason: string | null) => void }) {
  const { t } = useTranslation();
  const form = useContractForm(WHY_FORM, { reason: '' });
  const submit = form.handleSubmit(({ reason }) => onClose(reason));
  return (
    <FormDialog title={t('approvals.reasonDialog.title')} pending={false} onClose={() => onClose(null)}>
      <FormDialogForm
        onSubmit={(event) => void submit(event)}
        intro={t('approvals.reasonDialog.intro', { action: t(optionKey('approval_action', action as never)) })}
        pending={false}
        onCancel={() => onClose(null)}
        submit={t('approvals.reasonDialog.submit')}
      >
        <ContractReasonField control={form.control} name="reason" autoFocus help={t('approvals.reasonDialog.help')} />
      </FormDialogForm>
    </FormDialog>
  );
}
