import { useMemo } from 'react';
import { Link } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { OptionChip } from '../../../components/OptionChip';
import { RecordLink } from '../../../components/RecordLink';
import { auditMessage } from './audit-message';
import type { AuditEntry } from './audit-entry';
import type { KeyUnder } from '../../../i18n/word-key';

/** The audit log's columns; the time opens the entry's details, as its Details button does. */
export function useAuditColumns(openDetail: (entry: AuditEntry) => void): ListColumn<AuditEntry>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<AuditEntry>[]>(() => {
    const header = (key: KeyUnder<'userAdmin.audit.columns'>) => t(`userAdmin.audit.columns.${key}`);
    return [
      {
        field: 'at', headerName: header('at'), minWidth: 170,
        renderCell: ({ row }) => (
          <Link component="button" type="button" underline="hover" onClick={() => openDetail(row)}>
            <DateTime value={row.at} />
          </Link>
        ),
      },
      {
        field: 'actor', headerName: header('actor'), minWidth: 110,
        // An action a second person approved names both: who asked, and who approved.
        valueGetter: (_value, row) => (row.approved_by ? `${row.actor} · ${t('userAdmin.audit.approvedBy', { checker: row.approved_by })}` : row.actor),
      },
      { field: 'action', headerName: header('action'), minWidth: 170, renderCell: ({ row }) => <code>{row.action}</code> },
      { field: 'target', headerName: header('target'), minWidth: 120, renderCell: ({ row }) => <RecordLink reference={row.target} /> },
      { field: 'result', headerName: header('result'), minWidth: 105, renderCell: ({ row }) => <OptionChip list="audit_result" code={row.result} /> },
      { field: 'code', headerName: header('code'), minWidth: 70 },
      { field: 'message', headerName: header('message'), flex: 1, minWidth: 200, valueGetter: (_value, row) => auditMessage(row) },
      { field: 'ip', headerName: header('ip'), minWidth: 120 },
    ];
  }, [t, openDetail]);
}
