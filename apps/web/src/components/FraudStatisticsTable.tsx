import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { MarkedChip } from './MarkedChip';

type FraudStatistics = pix.fraud.FraudStatistics;

const SIDES = ['key', 'owner'] as const;
const COUNTERS = ['reported_frauds', 'confirmed_frauds', 'settlements', 'rejected'] as const;
const WINDOWS = ['d3', 'd30', 'm6'] as const;

/**
 * The DICT's fraud statistics of a key: whether the key or its owner is marked, the active
 * markers on each, and each counter by key and by owner over 3 days, 30 days and 6 months.
 */
export function FraudStatisticsTable({ statistics, label }: { statistics: FraudStatistics; label: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} data-marked={pix.fraud.isMarked(statistics)}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <MarkedChip marked={pix.fraud.isMarked(statistics)} />
        <Typography variant="body2" color="text.secondary">
          {t('fraudStatistics.markers')}: {SIDES.map((side) => `${t(`fraudStatistics.on.${side}`)} ${statistics.markers[side]}`).join(' · ')}
        </Typography>
      </Stack>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell />
            {SIDES.map((side) => <TableCell key={side} colSpan={WINDOWS.length} align="center">{t(`fraudStatistics.on.${side}`)}</TableCell>)}
          </TableRow>
          <TableRow>
            <TableCell />
            {SIDES.flatMap((side) => WINDOWS.map((window) => <TableCell key={`${side}-${window}`} align="right">{t(`fraudStatistics.window.${window}`)}</TableCell>))}
          </TableRow>
        </TableHead>
        <TableBody>
          {COUNTERS.map((counter) => (
            <TableRow key={counter} data-counter={counter}>
              <TableCell component="th" scope="row">{t(`fraudStatistics.counter.${counter}`)}</TableCell>
              {SIDES.flatMap((side) => WINDOWS.map((window) => (
                <TableCell key={`${side}-${window}`} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{statistics[side][counter][window]}</TableCell>
              )))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
