import { useMemo } from 'react';
import { Box, Link, Stack } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Countdown } from '../../../components/Countdown';
import { OptionChip } from '../../../components/OptionChip';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { optionKey } from '../../../i18n/options';
import { moneyColumn, textColumn } from '../../../components/list/columns';
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
        ...textColumn<MedCase>('id', t('medInbox.columns.case'), { minWidth: 90 }),
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={medCasePath(row.id)} aria-label={t('medInbox.columns.openCase', { id: row.id })}>#{row.id}</Link>
        ),
      },
      {
        ...textColumn<MedCase>('end_to_end_id', t('medInbox.columns.pix'), { minWidth: 300 }),
        renderCell: ({ row }) => (
          <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.4 }}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>{row.end_to_end_id}</Box>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>{row.trade_no}</Box>
          </Stack>
        ),
      },
      { ...textColumn<MedCase>('side', t('medInbox.columns.side'), { minWidth: 200 }), renderCell: ({ row }) => <OptionChip list="med_side" code={row.side} /> },
      { ...textColumn<MedCase>('origin', t('medInbox.columns.origin'), { minWidth: 150 }), valueFormatter: (value: MedCase['origin']) => t(optionKey('med_origin', value)) },
      { ...textColumn<MedCase>('customer_name', t('medInbox.columns.customer'), { minWidth: 160, flex: 1 }), renderCell: ({ row }) => <CustomerLink medCase={row} /> },
      moneyColumn<MedCase>('amount', t('medInbox.columns.amount')),
      {
        ...textColumn<MedCase>('counterparty_ispb', t('medInbox.columns.counterparty'), { minWidth: 170, flex: 1 }),
        renderCell: ({ row }) => <span title={counterpartyLabel(row)}>{row.counterparty_name ?? row.counterparty_ispb}</span>,
      },
      {
        ...textColumn<MedCase>('next_deadline_at', t('medInbox.columns.nextDeadline'), { minWidth: 290 }),
        renderCell: ({ row }) => <Countdown dueAt={row.next_deadline_at} now={now} />,
      },
      { ...textColumn<MedCase>('assigned_to', t('medInbox.columns.assignedTo')), valueFormatter: (value: MedCase['assigned_to']) => value ?? '—' },
      { ...textColumn<MedCase>('status', t('medInbox.columns.status'), { minWidth: 100 }), renderCell: ({ row }) => <OptionChip list="med_case_status" code={row.status} /> },
    ],
    [t, now],
  );
}
