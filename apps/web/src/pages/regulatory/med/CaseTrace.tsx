import { Suspense } from 'react';
import { Skeleton, Stack, Typography } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/DetailSection';
import type { CaseDetail } from './case-facts';
import { groupGraphHeight } from './group-layout';
import { TraceActions } from './TraceActions';
import { layoutTrace, traceGraphHeight } from './trace-layout';
import { TraceGroupTable } from './TraceGroupTable';
import { TraceInstitutionTable } from './TraceInstitutionTable';
import { TraceTable } from './TraceTable';
import { useTrailView } from './use-trace-grouping';
import { lazyNamed } from '../../../components/lazy-named';

const { TRACE_MAX_DEPTH: depth, TRACE_WINDOW_HOURS: hours } = regulatory.med;
// The graph library is a third of the case page's code: it loads on its own, in a blank of the
// graph's size, while the table under it already says the same.
const TraceGraph = lazyNamed(() => import('./TraceGraph'), 'TraceGraph');

/**
 * Where the contested money went (MED 2.0 funds tracing): the trail as a graph and as a table, and
 * what may be done with it. A large trail is shown by institution at each hop, with the totals.
 */
export function CaseTrace({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const { trace } = detail;
  const view = useTrailView(trace);
  const height = view.grouped ? groupGraphHeight(view.grouping.depths, view.open) : traceGraphHeight(layoutTrace(trace).rows);
  return (
    <DetailSection title={t('med.trace.heading')}>
      <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
        <Typography color="text.secondary">{trace.length === 0 ? t('med.trace.none', { depth }) : t('med.trace.intro', { depth, hours })}</Typography>
        <TraceActions detail={detail} />
        {view.grouped && <Typography color="text.secondary">{t('med.trace.grouped', { count: trace.length })}</Typography>}
        {trace.length > 0 && (
          <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
            <TraceGraph trace={trace} view={view} height={height} />
          </Suspense>
        )}
        {view.grouped ? <><TraceGroupTable view={view} /><TraceInstitutionTable view={view} /></> : trace.length > 0 && <TraceTable trace={trace} />}
      </Stack>
    </DetailSection>
  );
}
