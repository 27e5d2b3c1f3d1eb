import { users, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/form/ActionDialog';
import { REASON_MAX_LENGTH, sendOnEnter } from '../../components/form/ContractReasonField';
import { ContractTextField } from '../../components/form/ContractTextField';
import { useContractForm } from '../../components/form/useContractForm';
import type { WalletUser } from './wallet-user';

export type BlockAction = 'block' | 'unblock';

export interface BlockDialogProps {
  user: WalletUser;
  action: BlockAction;
  open: boolean;
  onClose: () => void;
}

/** What the member types: the reason of the block body, checked by the contract's own rule. */
const REASON_FORM = z.pick(users.block.body, { reason: true });

/**
 * The "merchant block modal": blocks or unblocks one user or merchant with a required reason. It
 * closes the moment the server agrees; a refusal is toasted once and the reason stays typed.
 */
export function BlockDialog({ user, action, open, onClose }: BlockDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(REASON_FORM, { reason: '' });
  // The field lives only while the dialog is open; the form is emptied as it closes, so each opening starts empty.
  const close = () => {
    form.reset();
    onClose();
  };
  const typed = form.watch('reason').trim().length;
  return (
    <ActionDialog
      endpoint={action === 'block' ? users.block : users.unblock}
      form={form}
      body={({ reason }) => ({ id: user.id, reason })}
      open={open}
      title={t(action === 'block' ? 'userList.block.blockTitle' : 'userList.block.unblockTitle', { name: user.name })}
      intro={t(action === 'block' ? 'userList.block.blockIntro' : 'userList.block.unblockIntro')}
      submit={t(action === 'block' ? 'userList.actions.block' : 'userList.actions.unblock')}
      color={action === 'block' ? 'error' : 'primary'}
      onClose={close}
    >
      <ContractTextField
        control={form.control}
        name="reason"
        autoFocus
        required
        multiline
        minRows={2}
        label={t('userList.block.reason')}
        help={`${t('userList.block.reasonHelp')} (${typed}/${REASON_MAX_LENGTH})`}
        onKeyDown={sendOnEnter}
        slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH + 100 } }}
      />
    </ActionDialog>
  );
}
