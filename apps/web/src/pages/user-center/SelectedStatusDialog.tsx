import { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { doneData, useApiMutation } from '../../api/useApiMutation';
import { BulkDialog } from '../../components/bulk/BulkDialog';
import { optionKey } from '../../i18n/options';
import type { BlockAction } from './BlockDialog';
import type { WalletUser } from './wallet-user';

export interface SelectedStatusDialogProps {
  chosen: readonly WalletUser[];
  action: BlockAction;
  onClose: () => void;
  onFinished: () => void;
}

/** Blocks or unblocks the accounts chosen on a list with one reason (BulkDialog). */
export function SelectedStatusDialog({ chosen, action, onClose, onFinished }: SelectedStatusDialogProps) {
  const { t } = useTranslation();
  const mutation = useApiMutation(action === 'block' ? users.blockSelected : users.unblockSelected);
  const unchanged = action === 'block' ? 'blocked' : 'active';
  const rows = chosen.map((user) => ({
    id: user.id,
    label: user.name,
    note: user.status === unchanged ? t('userSelected.unchanged', { status: t(optionKey('status', user.status)).toLowerCase() }) : undefined,
  }));
  return (
    <BulkDialog
      rows={rows}
      title={t(`userSelected.${action}Title`, { count: chosen.length })}
      intro={t(`userSelected.${action}Intro`)}
      submit={t(`userSelected.${action}`)}
      color={action === 'block' ? 'error' : 'primary'}
      reasonHelp={t('userList.block.reasonHelp')}
      send={(reason) => mutation.send({ ids: chosen.map((user) => user.id), reason }).then(doneData)}
      pending={mutation.pending}
      onClose={onClose}
      onFinished={onFinished}
    />
  );
}
