import { useMemo } from 'react';
import { Link } from '@mui/material';
import type { ListColumn } from '../../../components/list/table/columns';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { CutText, TwoLines } from '../../../components/list/columns';
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
        field: 'at', headerName: header('at'), minWidth: 108, priority: 1,
        renderCell: ({ row }) => (
          <Link component="button" type="button" underline="hover" onClick={() => openDetail(row)} sx={{ textAlign: 'left' }}>
            <DateTime value={row.at} stacked />
          </Link>
        ),
      },
      {
        field: 'actor', headerName: header('actor'), minWidth: 110,
        // An action a second person approved names both: who asked, and who approved.
        renderCell: ({ row }) => (row.approved_by ? <TwoLines first={row.actor} second={t('userAdmin.audit.approvedBy', { checker: row.approved_by })} title={`${row.actor} ${t('userAdmin.audit.approvedBy', { checker: row.approved_by })}`} /> : <CutText text={row.actor} />),
      },
      { field: 'action', headerName: header('action'), minWidth: 190, priority: 1, renderCell: ({ row }) => <code className="list-table-text" title={row.action}>{row.action}</code> },
      { field: 'target', headerName: header('target'), minWidth: 180, renderCell: ({ row }) => <RecordLink reference={row.target} /> },
      { field: 'result', headerName: header('result'), minWidth: 105, priority: 1, renderCell: ({ row }) => <OptionChip list="audit_result" code={row.result} /> },
      { field: 'code', headerName: header('code'), minWidth: 70, priority: 3 },
      { field: 'message', headerName: header('message'), flex: 1, minWidth: 180, renderCell: ({ row }) => <CutText text={auditMessage(row)} /> },
      { field: 'ip', headerName: header('ip'), minWidth: 120, priority: 3 },
    ];
  }, [t, openDetail]);
}
