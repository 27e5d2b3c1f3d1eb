import { Alert, MenuItem } from '@mui/material';
import { pix, PixKeyType } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../components/AccountPicker';
import { ActionDialog } from '../../components/form/ActionDialog';
import { ContractPickedField } from '../../components/form/ContractPickedField';
import { ContractTextField } from '../../components/form/ContractTextField';
import { useContractForm } from '../../components/form/useContractForm';
import { keyCapOf, keyValueProblem, REGISTER_FORM, type KeyType } from './new-key';
import type { KeyUnder } from '../../i18n/word-key';

export interface RegisterKeyDialogProps {
  open: boolean;
  onClose: () => void;
}

const PLACEHOLDERS: Record<Exclude<KeyType, 'EVP'>, string> = {
  CPF: '000.000.000-00',
  CNPJ: '00.000.000/0000-00',
  EMAIL: 'name@example.com',
  PHONE: '+55 11 91234-5678',
};

/** What goes under the key field, by key type (messages under `pix.register.`). */
const KEY_HELP: Record<Exclude<KeyType, 'EVP'>, KeyUnder<'pix.register'>> = { CPF: 'documentHelp', CNPJ: 'documentHelp', EMAIL: 'emailHelp', PHONE: 'phoneHelp' };

/** Registers a Pix key for an active account at the DICT; the list refreshes by itself. */
export function RegisterKeyDialog({ open, onClose }: RegisterKeyDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(REGISTER_FORM, { account_id: null, key_type: 'EVP', key_value: '' });
  const keyType = form.watch('key_type');
  // The fields live only while the dialog is open; the form is emptied as it closes, so each opening starts empty.
  const close = () => {
    form.reset();
    onClose();
  };
  // The server's answer is toasted by the client: "registered", or pending for a claim.
  return (
    <ActionDialog endpoint={pix.keys.register} form={form} body={(key) => key} open={open} title={t('pix.register.title')} submit={t('pix.register.submit')} onClose={close}>
      <ContractPickedField
        control={form.control}
        name="account_id"
        problem={t('pix.register.errors.account')}
        render={(picked) => (
          <AccountPicker
            label={t('pix.register.account')}
            activeOnly
            required
            autoFocus
            value={picked.value}
            onChange={picked.onChange}
            error={picked.error}
            helperText={picked.value ? t('pix.register.keyCap', { max: keyCapOf(picked.value.owner_document) }) : undefined}
            readOnly={picked.readOnly}
          />
        )}
      />
      <ContractTextField control={form.control} name="key_type" select required deps={['key_value']} label={t('pix.register.keyType')}>
        {PixKeyType.codes.map((code) => (
          <MenuItem key={code} value={code}>{t(`pix.keyTypes.${code}`)}</MenuItem>
        ))}
      </ContractTextField>
      {keyType === 'EVP' ? (
        <Alert severity="info" role="note">{t('pix.register.evpNote')}</Alert>
      ) : (
        <ContractTextField
          control={form.control}
          name="key_value"
          required
          label={t('pix.register.keyValue')}
          type={keyType === 'EMAIL' ? 'email' : keyType === 'PHONE' ? 'tel' : 'text'}
          placeholder={PLACEHOLDERS[keyType]}
          help={t(`pix.register.${KEY_HELP[keyType]}`, { type: keyType })}
          problemOf={(_name, error) => t(`pix.register.errors.${keyValueProblem(keyType, form.getValues('key_value'), error.type)}`, { max: pix.keys.MAX_EMAIL_KEY })}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      )}
    </ActionDialog>
  );
}
