import { pix, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';

type Claim = pix.claims.Claim;
const CONFIRM_FORM = z.pick(pix.claims.confirm.body, { note: true });

/** As the holder, confirms that the key leaves us, with a note of how the customer agreed. */
export function ConfirmClaimDialog({ claim, onClose }: { claim: Claim; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(CONFIRM_FORM, { note: '' });
  const counterparty = claim.counterparty_name ?? claim.counterparty_ispb;
  return (
    <ActionDialog
      endpoint={pix.claims.confirm}
      form={form}
      body={({ note }) => ({ id: claim.id, note })}
      ask={() => ({
        title: t('claims.confirmForm.confirmTitle', { id: claim.id }),
        message: t('claims.confirmForm.confirm', { key: claim.key_value, owner: claim.owner_name }),
        destructive: true,
      })}
      title={t('claims.confirmForm.title', { id: claim.id })}
      intro={t('claims.confirmForm.intro', { key: claim.key_value, counterparty })}
      submit={t('claims.confirmForm.submit')}
      onClose={onClose}
    >
      <ContractTextField control={form.control} name="note" autoFocus required multiline minRows={2} label={t('claims.confirmForm.note')} help={t('claims.confirmForm.noteHelp')} />
    </ActionDialog>
  );
}
