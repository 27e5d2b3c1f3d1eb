import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { staff, type BodyOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiMutation } from '../../../api/useApiMutation';
import { appliedFilterBody, type FilterSpec } from '../../../components/list/list-state';
import { formatInstant } from '../../../format/datetime';
import { notify } from '../../../notify/toast';
import { downloadText } from './download-file';
import '../messages';
import { userTimeZone } from '../../../format/datetime';

/** Downloads the filtered audit log as `audit-log-YYYY-MM-DD.csv`; warns when the export was cut short. */
export function AuditExportButton({ filters }: { filters: readonly FilterSpec[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // A read, not a change: the client toasts no success, so the rows written are said here; a refusal is toasted by the client.
  const exportCsv = useApiMutation(staff.auditExport, {
    onDone: ({ csv, rows, truncated }) => {
      downloadText(csv, `audit-log-${formatInstant(new Date().toISOString(), 'date')}.csv`);
      if (truncated) notify.warning(t('userAdmin.audit.truncated', { rows }));
      else notify.success(t('userAdmin.audit.exported', { rows }));
    },
  });

  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={exportCsv.pending}
      onClick={() => void exportCsv.send({ ...appliedFilterBody(params, filters), time_zone: userTimeZone() } as BodyOf<typeof staff.auditExport>)}
    >
      {t('userAdmin.audit.export')}
    </Button>
  );
}
