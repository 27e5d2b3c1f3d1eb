import { pix, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractChoiceField } from '../../../components/form/ContractChoiceField';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { optionKey } from '../../../i18n/options';

type Claim = pix.claims.Claim;
const CANCEL_FORM = z.pick(pix.claims.cancel.body, { reason: true, note: true });

/** Cancels a claim with a reason our side may give (`CANCEL_REASONS_OF`) and a note. */
export function CancelClaimDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const { t } = useTranslation();
  const reasons = pix.claims.CANCEL_REASONS_OF[claim.role];
  const form = useContractForm(CANCEL_FORM, { reason: reasons[0], note: '' });
  const counterparty = claim.counterparty_name ?? claim.counterparty_ispb;
  return (
    <ActionDialog
      endpoint={pix.claims.cancel}
      form={form}
      body={(typed) => ({ id: claim.id, ...typed })}
      ask={({ reason }) => ({
        title: t('claims.cancelForm.confirmTitle', { id: claim.id }),
        message: t('claims.cancelForm.confirm', { key: claim.key_value, reason: t(optionKey('claim_cancel_reason', reason)) }),
        destructive: true,
      })}
      title={t('claims.cancelForm.title', { id: claim.id })}
      intro={t(`claims.cancelForm.intro.${claim.role}`, { key: claim.key_value, counterparty })}
      submit={t('claims.cancelForm.submit')}
      color="error"
      onClose={onClose}
    >
      <ContractChoiceField
        control={form.control}
        name="reason"
        label={t('claims.cancelForm.reason')}
        choices={reasons.map((value) => ({ value, label: t(optionKey('claim_cancel_reason', value)) }))}
      />
      <ContractTextField control={form.control} name="note" required multiline minRows={2} label={t('claims.cancelForm.note')} help={t('claims.cancelForm.noteHelp')} />
    </ActionDialog>
  );
}
