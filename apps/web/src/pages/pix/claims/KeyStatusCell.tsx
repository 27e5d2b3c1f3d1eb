import { Link, Stack } from '@mui/material';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../api/hooks';
import { claimListPath } from '../area';
import { OptionChip } from '../../../components/OptionChip';

/** A key's status; a key pending a claim or a portability leads to its claims, for a member who may see them. */
export function KeyStatusCell({ pixKey }: { pixKey: Pick<pix.keys.PixKey, 'status' | 'key_value'> }) {
  const { t } = useTranslation();
  const can = useCan();
  const pending = pixKey.status === 'pending_claim' || pixKey.status === 'pending_portability';
  return (
    <Stack spacing={0.25} sx={{ justifyContent: 'center', alignItems: 'flex-start', height: '100%', minWidth: 0 }}>
      <OptionChip list="pix_key_status" code={pixKey.status} />
      {pending && can('claims.view') && (
        <Link component={RouterLink} to={claimListPath({ keyword: pixKey.key_value })} variant="caption">{t('claims.keyLink')}</Link>
      )}
    </Stack>
  );
}
