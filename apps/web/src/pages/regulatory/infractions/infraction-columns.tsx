import { useMemo } from 'react';
import { Link } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { CutText, LongId, moneyColumn, nameColumn, textColumn, timeColumn } from '../../../components/list/columns';
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
        ...textColumn<InfractionTask>('end_to_end_id', t('infractions.columns.endToEndId'), { minWidth: 170 }, { priority: 1 }),
        renderCell: ({ row }) => (
          <Link component="button" type="button" underline="hover" onClick={() => onOpen(row)} sx={{ textAlign: 'left' }}>
            <LongId value={row.end_to_end_id} />
          </Link>
        ),
      },
      { ...textColumn<InfractionTask>('reported_by', t('infractions.columns.direction'), { minWidth: 100 }), valueFormatter: (value: InfractionTask['reported_by']) => t(`infractions.reportedBy.${value}`) },
      { ...textColumn<InfractionTask>('status', t('infractions.columns.status'), { minWidth: 120 }, { priority: 1 }), renderCell: ({ row }) => <OptionChip list="infraction_status" code={row.status} /> },
      { ...textColumn<InfractionTask>('deadline_at', t('infractions.columns.deadline'), { minWidth: 185 }, { priority: 1 }), renderCell: ({ row }) => <DeadlineCell task={row} now={now} /> },
      {
        ...nameColumn<InfractionTask>('counterparty_ispb', t('infractions.columns.counterparty'), { priority: 3 }),
        renderCell: ({ row }) => <span className="list-table-text" title={counterpartyLabel(row)}>{row.counterparty_name ?? row.counterparty_ispb}</span>,
      },
      { ...textColumn<InfractionTask>('inf_type', t('infractions.columns.type'), { minWidth: 130 }), renderCell: ({ row }) => <CutText text={t(optionKey('infraction_type', row.inf_type))} /> },
      { ...textColumn<InfractionTask>('situation_type', t('infractions.columns.situation'), { minWidth: 140 }, { priority: 3 }), renderCell: ({ row }) => <CutText text={t(optionKey('situation_type', row.situation_type))} /> },
      {
        ...textColumn<InfractionTask>('analysis_result', t('infractions.columns.result')),
        renderCell: ({ row }) => <CutText text={row.analysis_result ? t(optionKey('analysis_result', row.analysis_result)) : '—'} />,
      },
      moneyColumn<InfractionTask>('amount', t('infractions.columns.amount')),
      timeColumn<InfractionTask>('created_at', t('infractions.columns.created')),
    ],
    [t, now, onOpen],
  );
}
