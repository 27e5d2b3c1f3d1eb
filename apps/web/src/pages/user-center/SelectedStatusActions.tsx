import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useTranslation } from 'react-i18next';
import type { BlockAction } from './BlockDialog';
import { SelectedStatusDialog } from './SelectedStatusDialog';
import type { WalletUser } from './wallet-user';

/** A user list's actions on its chosen rows: block or unblock them all, with one reason. */
export function SelectedStatusActions({ chosen, clear }: { chosen: readonly WalletUser[]; clear: () => void }) {
  const { t } = useTranslation();
  // The list keeps the chosen rows as they were chosen, and lets go of them once the results are
  // closed (this bar, and the dialog in it, go with them).
  const [action, setAction] = useState<BlockAction | null>(null);
  return (
    <>
      <Button size="small" variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setAction('block')}>{t('userSelected.block')}</Button>
      <Button size="small" variant="outlined" startIcon={<LockOpenIcon />} onClick={() => setAction('unblock')}>{t('userSelected.unblock')}</Button>
      {action && <SelectedStatusDialog chosen={chosen} action={action} onClose={() => setAction(null)} onFinished={clear} />}
    </>
  );
}
