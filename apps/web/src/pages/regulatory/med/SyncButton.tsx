import { Button } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';

/** Pulls customers' contestations and the DICT's refund requests and answers now (the server also does it every few minutes). */
export function SyncButton() {
  const { t } = useTranslation();
  const sync = useApiMutation(regulatory.med.sync);
  return (
    <Button variant="outlined" startIcon={<SyncIcon />} loading={sync.pending} onClick={() => void sync.send({})}>{t('medInbox.sync')}</Button>
  );
}
