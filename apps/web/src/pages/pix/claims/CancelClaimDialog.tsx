import type { FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { pix, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { ChoiceField } from '../../../components/ChoiceField';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { optionKey } from '../../../i18n/options';
import { CaseFormDialog } from '../../regulatory/med/CaseFormDialog';
import './messages';

type Claim = pix.claims.Claim;
const CANCEL_FORM = z.pick(pix.claims.cancel.body, { reason: true, note: true });

/** Cancels a claim with a reason our side may give (`CANCEL_REASONS_OF`) and a note. */
export function CancelClaimDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const { t } = useTranslation();
  const reasons = pix.claims.CANCEL_REASONS_OF[claim.role];
  const form = useContractForm(CANCEL_FORM, { reason: reasons[0], note: '' });
  const action = useConfirmedMutation(pix.claims.cancel);
  const counterparty = claim.counterparty_name ?? claim.counterparty_ispb;

  const submit = (event: FormEvent) => void form.handleSubmit(async ({ reason, note }) => {
    const cancelled = await action.run({ id: claim.id, reason, note }, {
      title: t('claims.cancelForm.confirmTitle', { id: claim.id }),
      message: t('claims.cancelForm.confirm', { key: claim.key_value, reason: t(optionKey('claim_cancel_reason', reason)) }),
      destructive: true,
    });
    if (cancelled) onClose();
  })(event);

  return (
    <CaseFormDialog
      title={t('claims.cancelForm.title', { id: claim.id })}
      intro={t(`claims.cancelForm.intro.${claim.role}`, { key: claim.key_value, counterparty })}
      pending={action.pending}
      onClose={onClose}
      onSubmit={submit}
      submit={t('claims.cancelForm.submit')}
      color="error"
    >
      <Controller
        control={form.control}
        name="reason"
        render={({ field }) => (
          <ChoiceField
            label={t('claims.cancelForm.reason')}
            value={field.value}
            onChange={field.onChange}
            choices={reasons.map((value) => ({ value, label: t(optionKey('claim_cancel_reason', value)) }))}
            disabled={action.pending}
          />
        )}
      />
      <ContractTextField control={form.control} name="note" required multiline minRows={2} label={t('claims.cancelForm.note')} help={t('claims.cancelForm.noteHelp')} slotProps={{ htmlInput: { readOnly: action.pending } }} />
    </CaseFormDialog>
  );
}
