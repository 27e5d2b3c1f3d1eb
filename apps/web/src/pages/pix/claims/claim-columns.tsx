import { useMemo } from 'react';
import { Link } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Countdown } from '../../../components/Countdown';
import { DateTime } from '../../../components/DateTime';
import { CutText, TwoLines } from '../../../components/list/columns';
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
        minWidth: 80, priority: 1,
        renderCell: ({ row }) => <Link component={RouterLink} to={claimPath(row.id)} aria-label={t('claims.columns.openClaim', { id: row.id })}>#{row.id}</Link>,
      }),
      column('key_value', t('claims.columns.key'), {
        flex: 1.2, minWidth: 200, priority: 1,
        renderCell: ({ row }) => <TwoLines first={<span className="list-table-id">{row.key_value}</span>} second={t(optionKey('pix_key_type', row.key_type))} title={row.key_value} />,
      }),
      column('claim_type', t('claims.columns.type'), { minWidth: 150, renderCell: ({ row }) => <CutText text={t(optionKey('claim_type', row.claim_type))} /> }),
      column('role', t('claims.columns.role'), { minWidth: 150, renderCell: ({ row }) => <OptionChip list="claim_role" code={row.role} /> }),
      column('status', t('claims.columns.status'), { minWidth: 160, priority: 1, renderCell: ({ row }) => <OptionChip list="claim_status" code={row.status} /> }),
      column('counterparty_ispb', t('claims.columns.counterparty'), {
        flex: 1, minWidth: 150, priority: 3,
        renderCell: ({ row }) => <CutText text={row.counterparty_name ?? row.counterparty_ispb} />,
      }),
      column('owner_name', t('claims.columns.owner'), { flex: 1, minWidth: 140, renderCell: ({ row }) => <CustomerPageLink id={row.owner_id} name={row.owner_name} kind={row.owner_kind} /> }),
      column('account_number', t('claims.columns.account'), {
        minWidth: 130, priority: 3, renderCell: ({ row }) => <Link component={RouterLink} to={accountDetailPath(row.account_id)} className="list-table-id">{row.account_number}</Link>,
      }),
      column('next_deadline_at', t('claims.columns.deadline'), { minWidth: 185, priority: 1, renderCell: ({ row }) => <Countdown dueAt={row.next_deadline_at} now={now} stacked /> }),
      column('opened_at', t('claims.columns.opened'), { minWidth: 108, renderCell: ({ row }) => <DateTime value={row.opened_at} stacked /> }),
    ],
    [t, now],
  );
}
