import { Suspense, useState } from 'react';
import { Button, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../api/hooks';
import { DateTime } from '../../../components/DateTime';
import { OptionChip } from '../../../components/OptionChip';
import { SimpleTable } from '../../../components/SimpleTable';
import { useMinuteClock } from '../../../components/useMinuteClock';
import { optionKey } from '../../../i18n/options';
import { DetailSection } from '../../../components/DetailSection';
import { infractionsPath } from '../area';
import { DeadlineCell } from '../infractions/DeadlineCell';
import { lazyNamed } from '../../../components/lazy-named';

type InfractionTask = regulatory.infractions.InfractionTask;

/** The form's code loads when a member first files a report from the case. */
const ReportDialog = lazyNamed(() => import('../infractions/ReportDialog'), 'ReportDialog');

/** The DICT infraction reports on the case's Pix, each opening on the infraction screen; a member who may files one here. */
export function CaseReports({ reports, endToEndId }: { reports: readonly InfractionTask[]; endToEndId: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const now = useMinuteClock();
  const [filing, setFiling] = useState(false);
  return (
    <DetailSection title={t('med.reports.heading')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {reports.length === 0 ? <Typography color="text.secondary">{t('med.reports.none')}</Typography> : (
          <SimpleTable
            label={t('med.reports.heading')}
            headers={[
              { label: t('med.reports.report') },
              { label: t('infractions.columns.direction') },
              { label: t('infractions.columns.type') },
              { label: t('infractions.columns.status') },
              { label: t('infractions.columns.deadline') },
              { label: t('infractions.columns.created') },
            ]}
          >
            {reports.map((report) => (
              <TableRow key={report.id} data-report={report.id}>
                <TableCell><Link component={RouterLink} to={infractionsPath({ report: report.id })}>{t('infractions.detail.title', { id: report.id })}</Link></TableCell>
                <TableCell>{t(`infractions.reportedBy.${report.reported_by}`)}</TableCell>
                <TableCell>{t(optionKey('infraction_type', report.inf_type))}</TableCell>
                <TableCell><OptionChip list="infraction_status" code={report.status} /></TableCell>
                <TableCell><DeadlineCell task={report} now={now} /></TableCell>
                <TableCell><DateTime value={report.created_at} /></TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
        {can('infractions.manage') && <Button variant="outlined" onClick={() => setFiling(true)}>{t('med.reports.file')}</Button>}
      </Stack>
      {filing && (
        <Suspense fallback={null}>
          <ReportDialog open onClose={() => setFiling(false)} endToEndId={endToEndId} />
        </Suspense>
      )}
    </DetailSection>
  );
}
