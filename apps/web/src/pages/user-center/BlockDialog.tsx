import { DialogContent, DialogContentText } from '@mui/material';
import { users, z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { FormDialog, FormDialogActions } from '../../components/FormDialog';
import { ContractTextField } from '../../components/form/ContractTextField';
import { useContractForm } from '../../components/form/useContractForm';
import { REASON_MAX_LENGTH } from '../../components/reason';
import type { WalletUser } from './wallet-user';
import './list-messages';

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
  const mutation = useApiMutation(action === 'block' ? users.block : users.unblock, {
    onDone: close,
    onAsked: close,
    onFieldError: (field, message) => form.setError('reason', { type: 'server', message }, { shouldFocus: field === 'reason' }),
  });
  const submit = form.handleSubmit(({ reason }) => mutation.send({ id: user.id, reason }));
  const typed = form.watch('reason').trim().length;
  return (
    <FormDialog
      open={open}
      title={t(action === 'block' ? 'userList.block.blockTitle' : 'userList.block.unblockTitle', { name: user.name })}
      pending={mutation.pending}
      onClose={close}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>
            {t(action === 'block' ? 'userList.block.blockIntro' : 'userList.block.unblockIntro')}
          </DialogContentText>
          <ContractTextField
            control={form.control}
            name="reason"
            autoFocus
            required
            multiline
            minRows={2}
            label={t('userList.block.reason')}
            help={`${t('userList.block.reasonHelp')} (${typed}/${REASON_MAX_LENGTH})`}
            onKeyDown={(event) => {
              // Enter sends (Shift+Enter starts a new line in the reason).
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              void submit();
            }}
            slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH + 100, readOnly: mutation.pending } }}
          />
        </DialogContent>
        <FormDialogActions
          pending={mutation.pending}
          onCancel={close}
          submit={t(action === 'block' ? 'userList.actions.block' : 'userList.actions.unblock')}
          color={action === 'block' ? 'error' : 'primary'}
        />
      </form>
    </FormDialog>
  );
}
