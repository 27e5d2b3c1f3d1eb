import { MenuItem, Stack } from '@mui/material';
import { AccountType, banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/form/ActionDialog';
import { ContractPickedField } from '../../../components/form/ContractPickedField';
import { ContractTextField } from '../../../components/form/ContractTextField';
import { useContractForm } from '../../../components/form/useContractForm';
import { OwnerPicker } from '../../../components/OwnerPicker';
import { IspbPicker } from './IspbPicker';
import { NEW_ACCOUNT_FORM } from './new-account-form';

export interface CreateAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Opens a bank account (inactive, with no money) for an active user or merchant; the list refreshes
 * by itself. It closes the moment the server agrees; a refusal is toasted once (or, naming a field,
 * shown under it) and what was chosen and typed stays.
 */
export function CreateAccountDialog({ open, onClose }: CreateAccountDialogProps) {
  const { t } = useTranslation();
  // Our main branch; the institution is ours unless a sponsor bank is chosen.
  const form = useContractForm(NEW_ACCOUNT_FORM, { owner_id: null, ispb: null, branch: '0001', account_type: '' });
  // The fields live only while the dialog is open; the form is emptied as it closes, so each opening starts empty.
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <ActionDialog endpoint={banking.create} form={form} body={(account) => account} open={open} title={t('bankAccounts.create.title')} intro={t('bankAccounts.create.intro')} submit={t('bankAccounts.create.submit')} onClose={close}>
      {/* Each field can go wrong in one way only: the console's words say how. */}
      <ContractPickedField
        control={form.control}
        name="owner_id"
        problem={t('bankAccounts.create.errors.owner')}
        render={(picked) => <OwnerPicker activeOnly autoFocus value={picked.value} onChange={picked.onChange} error={picked.error} readOnly={picked.readOnly} />}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ContractPickedField
          control={form.control}
          name="ispb"
          problem={t('bankAccounts.create.errors.ispb')}
          render={(picked) => <IspbPicker value={picked.value} onChange={picked.onChange} error={picked.error} readOnly={picked.readOnly} />}
        />
        <ContractTextField
          control={form.control}
          name="branch"
          fullWidth
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          label={t('bankAccounts.create.branch')}
          help={t('bankAccounts.create.branchHelp')}
          problemOf={() => t('bankAccounts.create.errors.branch')}
          sx={{ width: { xs: '100%', sm: 160 }, flexShrink: 0 }}
        />
      </Stack>
      <ContractTextField control={form.control} name="account_type" select required label={t('bankAccounts.create.accountType')} problemOf={() => t('bankAccounts.create.errors.accountType')}>
        {AccountType.codes.map((code) => (
          <MenuItem key={code} value={code}>{t(`bankAccounts.accountType.${code}`)}</MenuItem>
        ))}
      </ContractTextField>
    </ActionDialog>
  );
}
