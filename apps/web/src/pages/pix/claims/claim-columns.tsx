import { useMemo } from 'react';
import { Box, Link, Stack } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Countdown } from '../../../components/Countdown';
import { DateTime } from '../../../components/DateTime';
import { OptionChip } from '../../../components/OptionChip';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { optionKey } from '../../../i18n/options';
import { accountDetailPath } from '../../banking/area';
import { claimPath } from '../area';
import { CustomerPageLink } from '../CustomerPageLink';

type Claim = pix.claims.Claim;

const column = (field: keyof Claim, headerName: string, extra: Partial<ListColumn<Claim>> = {}): ListColumn<Claim> => ({
  field, headerName, sortable: false, minWidth: 140, ...extra,
});

/** The claim list's columns; the server sorts: soonest deadline first for live claims. */
export function useClaimColumns(): ListColumn<Claim>[] {
  const { t } = useTranslation();
  const now = useMinuteClock();
  return useMemo<ListColumn<Claim>[]>(
    () => [
      column('id', t('claims.columns.claim'), {
        minWidth: 110,
        renderCell: ({ row }) => <Link component={RouterLink} to={claimPath(row.id)} aria-label={t('claims.columns.openClaim', { id: row.id })}>#{row.id}</Link>,
      }),
      column('key_value', t('claims.columns.key'), {
        flex: 1.2, minWidth: 240,
        renderCell: ({ row }) => (
          <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.4 }}>
            <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{row.key_value}</Box>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>{t(optionKey('pix_key_type', row.key_type))}</Box>
          </Stack>
        ),
      }),
      column('claim_type', t('claims.columns.type'), { valueFormatter: (value: Claim['claim_type']) => t(optionKey('claim_type', value)) }),
      column('role', t('claims.columns.role'), { minWidth: 170, renderCell: ({ row }) => <OptionChip list="claim_role" code={row.role} /> }),
      column('status', t('claims.columns.status'), { minWidth: 170, renderCell: ({ row }) => <OptionChip list="claim_status" code={row.status} /> }),
      column('counterparty_ispb', t('claims.columns.counterparty'), {
        flex: 1, minWidth: 170, renderCell: ({ row }) => <span title={row.counterparty_ispb}>{row.counterparty_name ?? row.counterparty_ispb}</span>,
      }),
      column('owner_name', t('claims.columns.owner'), { flex: 1, minWidth: 160, renderCell: ({ row }) => <CustomerPageLink id={row.owner_id} name={row.owner_name} kind={row.owner_kind} /> }),
      column('account_number', t('claims.columns.account'), {
        minWidth: 110, renderCell: ({ row }) => <Link component={RouterLink} to={accountDetailPath(row.account_id)}>{row.account_number}</Link>,
      }),
      column('next_deadline_at', t('claims.columns.deadline'), { minWidth: 290, renderCell: ({ row }) => <Countdown dueAt={row.next_deadline_at} now={now} /> }),
      column('opened_at', t('claims.columns.opened'), { minWidth: 170, renderCell: ({ row }) => <DateTime value={row.opened_at} /> }),
    ],
    [t, now],
  );
}
