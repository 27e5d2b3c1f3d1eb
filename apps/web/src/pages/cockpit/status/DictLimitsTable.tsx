import { Alert, Chip, TableCell, TableRow, Typography } from '@mui/material';
import type { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { DetailSection } from '../../../components/DetailSection';
import { SimpleTable } from '../../../components/SimpleTable';
import { formatCount, formatShare } from '../../../format/number';
import type { KeyUnder } from '../../../i18n/word-key';

/**
 * Our buckets at the DICT (the policies of its request limits): tokens left, capacity and refill of
 * each, as the DICT last answered, a bucket under a fifth of its capacity in alert.
 */
export function DictLimitsTable({ limits }: { limits: cockpit.DictLimits }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const word = (key: KeyUnder<'systemStatus.limits'>, values?: Record<string, unknown>) => t(`systemStatus.limits.${key}`, values);
  const inAlert = limits.buckets.filter((bucket) => bucket.alert);
  const headers = [
    { label: word('policy') }, { label: word('available'), numeric: true }, { label: word('capacity'), numeric: true },
    { label: word('share'), numeric: true }, { label: word('refill') }, { label: word('state') },
  ];
  return (
    <DetailSection title={word('title')}>
      {limits.state === 'none' && <Typography color="text.secondary">{word('none')}</Typography>}
      {limits.state === 'unreachable' && <Alert severity="error">{word('unreachable', { error: limits.error })}</Alert>}
      {limits.state === 'read' && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {word('readAt', { category: limits.category })} <DateTime value={limits.read_at} />
          </Typography>
          {inAlert.length > 0 && (
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="dict-limits-alert">
              {word('alert', { count: inAlert.length, policies: inAlert.map((bucket) => bucket.policy).join(', ') })}
            </Alert>
          )}
          <SimpleTable headers={headers} label={word('title')}>
            {limits.buckets.map((bucket) => (
              <TableRow key={bucket.policy} data-policy={bucket.policy} data-alert={bucket.alert}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>{bucket.policy}</TableCell>
                <TableCell align="right">{count(bucket.available)}</TableCell>
                <TableCell align="right">{count(bucket.capacity)}</TableCell>
                <TableCell align="right">{bucket.capacity === 0 ? '—' : formatShare(bucket.available / bucket.capacity, i18n.language)}</TableCell>
                <TableCell>{word('refillValue', { tokens: count(bucket.refill_tokens), seconds: count(bucket.refill_period_seconds) })}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={bucket.alert ? 'warning' : 'success'} label={word(bucket.alert ? 'low' : 'ok')} />
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        </>
      )}
    </DetailSection>
  );
}
