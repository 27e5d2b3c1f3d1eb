import { useCallback, useMemo, useState } from 'react';
import { IconButton } from '@mui/material';
import { Tooltip } from '../../../components/Tooltip';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { staff } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { wordedOptions } from '../../../i18n/options';
import { AuditDetailDialog } from './AuditDetailDialog';
import type { AuditEntry } from './audit-entry';
import { useAuditColumns } from './audit-columns';

/** The audit log: who did what, newest first, filtered, with each entry's before and after, exported as CSV. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const openDetail = useCallback((entry: AuditEntry) => setOpenId(entry.id), []);
  const columns = useAuditColumns(openDetail);

  const filters = useMemo<FilterSpec[]>(
    () => [
      { name: 'actor', label: t('userAdmin.audit.filters.actor'), kind: 'text' },
      { name: 'action', label: t('userAdmin.audit.filters.action'), kind: 'text' },
      { name: 'target', label: t('userAdmin.audit.filters.target'), kind: 'text' },
      { name: 'result', label: t('userAdmin.audit.filters.result'), kind: 'select', options: wordedOptions(t, 'audit_result') },
      { name: 'created', label: t('userAdmin.audit.filters.created'), kind: 'dateRange', startField: 'created_from', endField: 'created_to' },
    ],
    [t],
  );

  const renderActions = useCallback(
    (entry: AuditEntry) => (
      <Tooltip title={t('userAdmin.audit.details')} describeChild>
        <IconButton size="small" color="primary" aria-label={t('userAdmin.audit.detailsOf', { id: entry.id })} onClick={() => openDetail(entry)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
    [t, openDetail],
  );

  return (
    <>
      <ListPage<AuditEntry>
        endpoint={staff.auditList}
        title={t('screens.user-admin-audit-log')}
        columns={columns}
        filters={filters}
        rowActions={renderActions}
      />
      {openId !== null && <AuditDetailDialog id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
