import { useState } from 'react';
import { Button } from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { doneData, useApiMutation } from '../../../api/useApiMutation';
import { BulkDialog } from '../../../components/bulk/BulkDialog';
import { formatCentavos } from '../../../format/money';

/** The freeze list's action on its chosen rows: release them all, each whole, with one reason. */
export function FreezeSelectedActions({ chosen, clear }: { chosen: readonly banking.Freeze[]; clear: () => void }) {
  const { t } = useTranslation();
  // The list keeps the chosen rows as they were chosen, while the list refreshes under the dialog.
  const [open, setOpen] = useState(false);
  const release = useApiMutation(banking.unfreezeSelected);
  const rows = chosen.map((freeze) => ({
    id: freeze.id,
    label: t('fundsSelected.row', { id: freeze.id, amount: formatCentavos(freeze.remaining), account: freeze.account_number, owner: freeze.owner_name }),
    note: freeze.status === 'released' ? t('fundsSelected.released') : undefined,
  }));
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<LockOpenIcon />} onClick={() => setOpen(true)}>{t('fundsSelected.release')}</Button>
      {open && (
        <BulkDialog
          rows={rows}
          title={t('fundsSelected.title', { count: chosen.length })}
          intro={t('fundsSelected.intro')}
          submit={t('fundsSelected.release')}
          reasonHelp={t('fundsSelected.reasonHelp')}
          send={(reason) => release.send({ ids: chosen.map((freeze) => freeze.id), reason }).then(doneData)}
          pending={release.pending}
          onClose={() => setOpen(false)}
          onFinished={clear}
        />
      )}
    </>
  );
}
