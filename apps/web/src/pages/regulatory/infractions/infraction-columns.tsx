import { useMemo } from 'react';
import { Box, Link } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { moneyColumn, textColumn, timeColumn } from '../../../components/list/columns';
import { OptionChip } from '../../../components/OptionChip';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { DeadlineCell } from './DeadlineCell';
import { optionKey } from '../../../i18n/options';
import { counterpartyLabel } from '../counterparty';

type InfractionTask = regulatory.infractions.InfractionTask;

/** The columns of the report list; the end-to-end id opens the report. The server sorts, newest first. */
export function useInfractionColumns(onOpen: (task: InfractionTask) => void): ListColumn<InfractionTask>[] {
  const { t } = useTranslation();
  const now = useMinuteClock();
  return useMemo<ListColumn<InfractionTask>[]>(
    () => [
      {
        ...textColumn<InfractionTask>('end_to_end_id', t('infractions.columns.endToEndId'), { minWidth: 300 }),
        renderCell: ({ row }) => (
          <Link component="button" type="button" underline="hover" onClick={() => onOpen(row)}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>{row.end_to_end_id}</Box>
          </Link>
        ),
      },
      { ...textColumn<InfractionTask>('reported_by', t('infractions.columns.direction'), { minWidth: 100 }), valueFormatter: (value: InfractionTask['reported_by']) => t(`infractions.reportedBy.${value}`) },
      { ...textColumn<InfractionTask>('status', t('infractions.columns.status')), renderCell: ({ row }) => <OptionChip list="infraction_status" code={row.status} /> },
      { ...textColumn<InfractionTask>('deadline_at', t('infractions.columns.deadline'), { minWidth: 270 }), renderCell: ({ row }) => <DeadlineCell task={row} now={now} /> },
      {
        ...textColumn<InfractionTask>('counterparty_ispb', t('infractions.columns.counterparty'), { minWidth: 180, flex: 1 }),
        renderCell: ({ row }) => <span title={counterpartyLabel(row)}>{row.counterparty_name ?? row.counterparty_ispb}</span>,
      },
      { ...textColumn<InfractionTask>('inf_type', t('infractions.columns.type'), { minWidth: 130 }), valueFormatter: (value: InfractionTask['inf_type']) => t(optionKey('infraction_type', value)) },
      { ...textColumn<InfractionTask>('situation_type', t('infractions.columns.situation'), { minWidth: 150 }), valueFormatter: (value: InfractionTask['situation_type']) => t(optionKey('situation_type', value)) },
      {
        ...textColumn<InfractionTask>('analysis_result', t('infractions.columns.result')),
        valueFormatter: (value: InfractionTask['analysis_result']) => (value ? t(optionKey('analysis_result', value)) : '—'),
      },
      moneyColumn<InfractionTask>('amount', t('infractions.columns.amount')),
      timeColumn<InfractionTask>('created_at', t('infractions.columns.created')),
    ],
    [t, now, onOpen],
  );
}
