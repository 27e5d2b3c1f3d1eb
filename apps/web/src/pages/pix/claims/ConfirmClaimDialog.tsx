import type { FormEvent } from 'react';
import { pix, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { CaseFormDialog } from '../../regulatory/med/CaseFormDialog';
import './messages';

type Claim = pix.claims.Claim;
const CONFIRM_FORM = z.pick(pix.claims.confirm.body, { note: true });

/** As the holder, confirms that the key leaves us, with a note of how the customer agreed. */
export function ConfirmClaimDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(CONFIRM_FORM, { note: '' });
  const action = useConfirmedMutation(pix.claims.confirm);
  const counterparty = claim.counterparty_name ?? claim.counterparty_ispb;

  const submit = (event: FormEvent) => void form.handleSubmit(async ({ note }) => {
    const confirmed = await action.run({ id: claim.id, note }, {
      title: t('claims.confirmForm.confirmTitle', { id: claim.id }),
      message: t('claims.confirmForm.confirm', { key: claim.key_value, owner: claim.owner_name }),
      destructive: true,
    });
    if (confirmed) onClose();
  })(event);

  return (
    <CaseFormDialog
      title={t('claims.confirmForm.title', { id: claim.id })}
      intro={t('claims.confirmForm.intro', { key: claim.key_value, counterparty })}
      pending={action.pending}
      onClose={onClose}
      onSubmit={submit}
      submit={t('claims.confirmForm.submit')}
    >
      <ContractTextField control={form.control} name="note" autoFocus required multiline minRows={2} label={t('claims.confirmForm.note')} help={t('claims.confirmForm.noteHelp')} slotProps={{ htmlInput: { readOnly: action.pending } }} />
    </CaseFormDialog>
  );
}
