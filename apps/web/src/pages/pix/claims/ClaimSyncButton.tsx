import { Button } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';

/** Pulls the DICT's claims on our keys and its news on ours now (the server also does it every few minutes). */
export function ClaimSyncButton() {
  const { t } = useTranslation();
  const sync = useApiMutation(pix.claims.sync);
  return <Button variant="outlined" startIcon={<SyncIcon />} loading={sync.pending} onClick={() => void sync.send({})}>{t('claims.sync')}</Button>;
}
