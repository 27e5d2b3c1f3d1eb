import { useMemo } from 'react';
import { Link } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Countdown } from '../../../components/Countdown';
import { OptionChip } from '../../../components/OptionChip';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { optionKey } from '../../../i18n/options';
import { CutText, longIdColumn, memberColumn, moneyColumn, nameColumn, ShortId, textColumn } from '../../../components/list/columns';
import { counterpartyLabel } from '../counterparty';
import { CustomerLink } from './CustomerLink';
import { medCasePath } from '../area';

type MedCase = regulatory.med.MedCase;

/** The inbox's columns; the case id opens the case. The server sorts: soonest deadline first. */
export function useInboxColumns(): ListColumn<MedCase>[] {
  const { t } = useTranslation();
  const now = useMinuteClock();
  return useMemo<ListColumn<MedCase>[]>(
    () => [
      {
        ...textColumn<MedCase>('id', t('medInbox.columns.case'), { minWidth: 70 }, { priority: 1 }),
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={medCasePath(row.id)} aria-label={t('medInbox.columns.openCase', { id: row.id })}>#{row.id}</Link>
        ),
      },
      longIdColumn<MedCase>('end_to_end_id', t('medInbox.columns.endToEndId')),
      { ...textColumn<MedCase>('trade_no', t('medInbox.columns.tradeNo'), { minWidth: 165 }, { priority: 3 }), renderCell: ({ row }) => <ShortId>{row.trade_no}</ShortId> },
      {
        ...textColumn<MedCase>('side', t('medInbox.columns.side'), { minWidth: 150 }),
        renderCell: ({ row }) => <OptionChip list="med_side" code={row.side} label={t(`medInbox.sideShort.${row.side}`)} />,
      },
      { ...textColumn<MedCase>('origin', t('medInbox.columns.origin'), { minWidth: 150 }, { priority: 3 }), renderCell: ({ row }) => <CutText text={t(optionKey('med_origin', row.origin))} /> },
      { ...nameColumn<MedCase>('customer_name', t('medInbox.columns.customer')), renderCell: ({ row }) => <CustomerLink medCase={row} /> },
      moneyColumn<MedCase>('amount', t('medInbox.columns.amount')),
      {
        ...nameColumn<MedCase>('counterparty_ispb', t('medInbox.columns.counterparty'), { priority: 3 }),
        renderCell: ({ row }) => <span className="list-table-text" title={counterpartyLabel(row)}>{row.counterparty_name ?? row.counterparty_ispb}</span>,
      },
      {
        ...textColumn<MedCase>('next_deadline_at', t('medInbox.columns.nextDeadline'), { minWidth: 185 }, { priority: 1 }),
        renderCell: ({ row }) => <Countdown dueAt={row.next_deadline_at} now={now} stacked />,
      },
      memberColumn<MedCase>('assigned_to', t('medInbox.columns.assignedTo')),
      { ...textColumn<MedCase>('status', t('medInbox.columns.status'), { minWidth: 110 }, { priority: 1 }), renderCell: ({ row }) => <OptionChip list="med_case_status" code={row.status} /> },
    ],
    [t, now],
  );
}
