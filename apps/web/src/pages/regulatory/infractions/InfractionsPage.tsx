import { Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { InfractionStatus, regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from '@wallet/contracts';
import { useApiQuery, useCan } from '../../../api/hooks';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { InfractionActions } from './InfractionActions';
import { InfractionSelectedActions } from './InfractionSelectedActions';
import { useInfractionColumns } from './infraction-columns';
import { SyncNote } from './SyncNote';
import { useOpenReport } from './useOpenReport';
import { useReportActions } from './useReportActions';
import { optionKey } from '../../../i18n/options';
import { lazyNamed } from '../../../components/lazy-named';

// A report's page (its transaction, facts and history), the form that files one and the one that
// closes one load when first opened: with the radio group and the transaction's chips, a quarter of
// the list's own code.
const InfractionDetailDialog = lazyNamed(() => import('./InfractionDetailDialog'), 'InfractionDetailDialog');
const ReportDialog = lazyNamed(() => import('./ReportDialog'), 'ReportDialog');
const CloseReportDialog = lazyNamed(() => import('./CloseReportDialog'), 'CloseReportDialog');

const infractions = regulatory.infractions;
type InfractionTask = regulatory.infractions.InfractionTask;
type ListData = z.output<typeof infractions.list.data>;

const renderBulkActions = (chosen: InfractionTask[], clear: () => void) => <InfractionSelectedActions chosen={chosen} clear={clear} />;

/**
 * DICT infraction reports (the MED): those the other participants made about our payments, to
 * acknowledge and close with an analysis before their deadline, and ours, which we may cancel.
 */
export default function InfractionsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [reporting, setReporting] = useState(false);
  const [closing, setClosing] = useState<InfractionTask | null>(null);
  const report = useOpenReport();
  const actions = useReportActions();
  const onOpen = useCallback((task: InfractionTask) => report.open(task.id), [report]);
  const columns = useInfractionColumns(onOpen);
  const metadata = useApiQuery(infractions.metadata, {}, { staleTime: 10 * 60_000 }).data;

  const filters = useMemo<FilterSpec[]>(() => [
    { kind: 'select', name: 'status', label: t('infractions.filters.status'), options: InfractionStatus.codes.map((code) => ({ code, name: t(optionKey('infraction_status', code)) })) },
    { kind: 'select', name: 'inf_active', label: t('infractions.filters.active'), options: metadata?.inf_active ?? [] },
    { kind: 'select', name: 'company', label: t('infractions.filters.company'), options: metadata?.company ?? [] },
    { kind: 'select', name: 'inf_type', label: t('infractions.filters.type'), options: metadata?.inf_type ?? [] },
    { kind: 'select', name: 'situation_type', label: t('infractions.filters.situation'), options: metadata?.situation_type ?? [] },
    { kind: 'select', name: 'analysis_result', label: t('infractions.filters.analysisResult'), options: metadata?.analysis_result ?? [] },
    { kind: 'text', name: 'keyword', label: t('infractions.filters.keyword'), hint: t('infractions.filters.keywordHint') },
    { kind: 'text', name: 'merchant', label: t('infractions.filters.merchant'), hint: t('infractions.filters.merchantHint') },
    { kind: 'dateRange', name: 'created', label: t('infractions.filters.created'), startField: 'created_from', endField: 'created_to' },
  ], [t, metadata]);

  const rowActions = useCallback(
    (task: InfractionTask) => <InfractionActions task={task} actions={actions} onCloseReport={setClosing} onOpen={onOpen} variant="row" />,
    [actions, onOpen],
  );
  const toolbar = can('infractions.manage') ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setReporting(true)}>{t('infractions.create.open')}</Button>
  ) : undefined;

  return (
    <>
      <ListPage<InfractionTask, ListData>
        endpoint={infractions.list}
        title={t('screens.regulatory-infractions-notification')}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        toolbar={toolbar}
        bulkActions={can('infractions.manage') ? renderBulkActions : undefined}
        note={(data) => <SyncNote time={data.time} />}
        emptyText={t('infractions.empty')}
      />
      {/* A boundary each: one dialog's code coming must not hide another that is open. */}
      <Suspense fallback={null}>{reporting && <ReportDialog open onClose={() => setReporting(false)} />}</Suspense>
      <Suspense fallback={null}>
        {report.id !== null && <InfractionDetailDialog key={report.id} id={report.id} onDone={report.close} actions={actions} onCloseReport={setClosing} />}
      </Suspense>
      <Suspense fallback={null}>{closing && <CloseReportDialog key={closing.id} task={closing} onClose={() => setClosing(null)} />}</Suspense>
    </>
  );
}
