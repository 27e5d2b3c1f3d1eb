import { Button, Stack, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/useApiMutation';
import { useCan } from '../../../api/hooks';
import { DateTime } from '../../../components/DateTime';

/** When the reports were last pulled from the DICT, and a button to pull them now (the answer says how many changed). */
export function SyncNote({ time }: { time: string | null }) {
  const { t } = useTranslation();
  const can = useCan();
  const sync = useApiMutation(regulatory.infractions.sync);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" data-testid="last-sync" role="status">
        {time ? <>{t('infractions.sync.last')} <DateTime value={time} />.</> : t('infractions.sync.never')} {t('infractions.sync.automatic')}
      </Typography>
      {can('infractions.manage') && (
        <Button size="small" variant="outlined" startIcon={<SyncIcon />} loading={sync.pending} onClick={() => void sync.send({})}>{t('infractions.sync.now')}</Button>
      )}
    </Stack>
  );
}
