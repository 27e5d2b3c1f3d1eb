import { Suspense } from 'react';
import { Skeleton, Stack, Typography } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../../components/DetailSection';
import type { CaseDetail } from './case-facts';
import { TraceActions } from './TraceActions';
import { layoutTrace, traceGraphHeight } from './trace-layout';
import { TraceTable } from './TraceTable';
import { lazyNamed } from '../../../components/lazy-named';

const { TRACE_MAX_DEPTH: depth, TRACE_WINDOW_HOURS: hours } = regulatory.med;
// The graph library is a third of the case page's code: it loads on its own, in a blank of the
// graph's size, while the table under it already says the same.
const TraceGraph = lazyNamed(() => import('./TraceGraph'), 'TraceGraph');

/** Where the contested money went (MED 2.0 funds tracing): the trail as a graph and as a table, and what may be done with it. */
export function CaseTrace({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const { trace } = detail;
  return (
    <DetailSection title={t('med.trace.heading')}>
      <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
        <Typography color="text.secondary">{trace.length === 0 ? t('med.trace.none', { depth }) : t('med.trace.intro', { depth, hours })}</Typography>
        <TraceActions detail={detail} />
        {trace.length > 0 && (
          <Suspense fallback={<Skeleton variant="rounded" height={traceGraphHeight(layoutTrace(trace).rows)} />}>
            <TraceGraph trace={trace} />
          </Suspense>
        )}
        {trace.length > 0 && <TraceTable trace={trace} />}
      </Stack>
    </DetailSection>
  );
}
