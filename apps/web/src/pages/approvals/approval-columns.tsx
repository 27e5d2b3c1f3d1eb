import { useMemo } from 'react';
import type { ListColumn } from '../../components/list/table/columns';
import type { approvals } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/DateTime';
import { Money } from '../../components/Money';
import { OptionChip } from '../../components/OptionChip';
import { optionKey } from '../../i18n/options';
import { targetLabelOf } from './target-label';

type Request = approvals.ApprovalRequest;

const column = (field: keyof Request, headerName: string, extra: Partial<ListColumn<Request>> = {}): ListColumn<Request> => ({
  field, headerName, sortable: false, minWidth: 120, ...extra,
});

/** The inbox's columns: who asked appears in "waiting for me", who decided in "asked by me". */
export function useApprovalColumns(box: approvals.ApprovalBox): ListColumn<Request>[] {
  const { t } = useTranslation();
  return useMemo(() => [
    column('id', t('approvals.columns.id'), { minWidth: 90, valueFormatter: (value: number) => `#${value}` }),
    column('action', t('approvals.columns.action'), { flex: 1, minWidth: 200, valueFormatter: (value: Request['action']) => t(optionKey('approval_action', value)) }),
    column('target_label', t('approvals.columns.target'), { flex: 1, minWidth: 180, valueGetter: (_value: string, row: Request) => targetLabelOf(row, t) }),
    column('amount', t('approvals.columns.amount'), { align: 'right', headerAlign: 'right', renderCell: ({ row }) => (row.amount === null ? t('approvals.none') : <Money centavos={row.amount} />) }),
    box === 'waiting'
      ? column('maker', t('approvals.columns.maker'))
      : column('checker', t('approvals.columns.checker'), { valueFormatter: (value: string | null) => value ?? t('approvals.none') }),
    column('reason', t('approvals.columns.reason'), { flex: 1, minWidth: 180 }),
    column('status', t('approvals.columns.status'), { renderCell: ({ row }) => <OptionChip list="approval_status" code={row.status} /> }),
    column('asked_at', t('approvals.columns.asked'), { minWidth: 160, renderCell: ({ row }) => <DateTime value={row.asked_at} /> }),
    column('expires_at', t('approvals.columns.expires'), { minWidth: 160, renderCell: ({ row }) => <DateTime value={row.expires_at} /> }),
  ], [t, box]);
}
