import { Typography } from '@mui/material';
import { pix, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/form/ActionDialog';
import { ContractReasonField } from '../../components/form/ContractReasonField';
import { useContractForm } from '../../components/form/useContractForm';
import { accountLabel } from '../../format/account';
import { Fact, Facts } from './Facts';

export interface DeleteKeyDialogProps {
  pixKey: pix.keys.PixKey;
  onClose: () => void;
}

const REMOVE_FORM = z.pick(pix.keys.remove.body, { reason: true });

/**
 * Deletes one key at the DICT with a required reason. The client toasts the server's answer and
 * refreshes the lists; on an error the dialog stays open with the reason typed.
 */
export function DeleteKeyDialog({ pixKey, onClose }: DeleteKeyDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(REMOVE_FORM, { reason: '' });
  return (
    <ActionDialog
      endpoint={pix.keys.remove}
      form={form}
      body={({ reason }) => ({ id: pixKey.id, reason })}
      title={t('pix.remove.title')}
      intro={t('pix.remove.intro')}
      submit={t('pix.remove.submit')}
      color="error"
      disabled={!form.formState.isValid}
      onClose={onClose}
    >
      <Facts>
        <Fact term={t(`pix.keyTypes.${pixKey.key_type}`)}>
          <Typography component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{pixKey.key_value}</Typography>
        </Fact>
        <Fact term={t('pix.keys.columns.owner')}>{pixKey.owner_name}</Fact>
        <Fact term={t('pix.keys.columns.account')}>{accountLabel(pixKey)}</Fact>
      </Facts>
      <ContractReasonField control={form.control} name="reason" autoFocus help={t('pix.remove.reasonHelp')} />
    </ActionDialog>
  );
}
