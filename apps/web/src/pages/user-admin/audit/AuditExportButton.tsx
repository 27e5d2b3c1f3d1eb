import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { staff, type BodyOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { appliedFilterBody, type FilterSpec } from '../../../components/list/list-state';
import { formatInstant } from '../../../format/datetime';
import { notify } from '../../../notify/toast';
import { downloadText } from './download-file';
import '../messages';

/** Downloads the filtered audit log as `audit-log-YYYY-MM-DD.csv`; warns when the export was cut short. */
export function AuditExportButton({ filters }: { filters: readonly FilterSpec[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      const { csv, rows, truncated } = await api<typeof staff.auditExport>(staff.auditExport, appliedFilterBody(params, filters) as BodyOf<typeof staff.auditExport>);
      downloadText(csv, `audit-log-${formatInstant(new Date().toISOString(), 'date')}.csv`);
      if (truncated) notify.warning(t('userAdmin.audit.truncated', { rows }));
      else notify.success(t('userAdmin.audit.exported', { rows }));
    } catch {
      // The client has toasted the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} loading={busy} onClick={() => void exportCsv()}>
      {t('userAdmin.audit.export')}
    </Button>
  );
}
