import { Stack, Typography } from '@mui/material';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from './DateTime';
import { Money } from './Money';
import { NO_AMOUNT } from '../format/money';

/** A requested increase not yet in force, with "in force from <time>" beneath it, or a dash. */
export function PendingIncrease({ limit }: { limit: Pick<pix.limits.PixLimit, 'pending_amount' | 'pending_effective_at'> }) {
  const { t } = useTranslation();
  if (limit.pending_amount === null) return <span>{NO_AMOUNT}</span>;
  return (
    <Stack component="span" sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
      <Money centavos={limit.pending_amount} />
      <Typography component="span" variant="caption" color="text.secondary" sx={{ fontWeight: 400 }}>
        {t('pendingIncrease.inForceFrom')} <DateTime value={limit.pending_effective_at} />
      </Typography>
    </Stack>
  );
}
