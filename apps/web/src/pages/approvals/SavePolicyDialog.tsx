import { approvals, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/form/ActionDialog';
import { ContractReasonField } from '../../components/form/ContractReasonField';
import { useContractForm } from '../../components/form/useContractForm';

/** What a row's Save sends besides the reason: the policy as edited in its row. */
export type PolicyChange = Omit<approvals.PolicyUpdateBody, 'reason'>;

/** The update call's own rule for the reason (its body's refinements are about the row's fields). */
const REASON_FORM = z.object({ reason: approvals.policyUpdate.body.shape.reason });

/** Asks why a policy changes, and saves it with the reason, which its audit entry keeps. */
export function SavePolicyDialog({ action, change, onClose }: { action: string; change: PolicyChange; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(REASON_FORM, { reason: '' });
  return (
    <ActionDialog
      endpoint={approvals.policyUpdate}
      form={form}
      body={({ reason }) => ({ ...change, reason })}
      title={t('approvals.policies.reasonTitle', { action })}
      submit={t('approvals.policies.save')}
      onClose={onClose}
    >
      <ContractReasonField control={form.control} name="reason" autoFocus help={t('approvals.policies.reasonHelp')} />
    </ActionDialog>
  );
}
