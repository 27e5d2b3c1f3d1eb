import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useTranslation } from 'react-i18next';
import type { BlockAction } from './BlockDialog';
import { SelectedStatusDialog } from './SelectedStatusDialog';
import type { WalletUser } from './wallet-user';
import './selected-messages';

/** A user list's actions on its chosen rows: block or unblock them all, with one reason. */
export function SelectedStatusActions({ chosen, clear }: { chosen: readonly WalletUser[]; clear: () => void }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<BlockAction | null>(null);
  // The rows as they were when the dialog opened: the list refreshes under it once the call is done.
  // The choice is let go of when the results are closed (this bar, and the dialog in it, go with it).
  const [asked, setAsked] = useState<readonly WalletUser[]>([]);
  const open = (next: BlockAction) => {
    setAsked(chosen);
    setAction(next);
  };
  return (
    <>
      <Button size="small" variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => open('block')}>{t('userSelected.block')}</Button>
      <Button size="small" variant="outlined" startIcon={<LockOpenIcon />} onClick={() => open('unblock')}>{t('userSelected.unblock')}</Button>
      {action && <SelectedStatusDialog chosen={asked} action={action} onClose={() => setAction(null)} onFinished={clear} />}
    </>
  );
}
