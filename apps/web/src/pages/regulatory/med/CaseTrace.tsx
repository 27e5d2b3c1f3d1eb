import { Stack, Typography } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../banking/accounts/DetailSection';
import type { CaseDetail } from './case-facts';
import { TraceActions } from './TraceActions';
import { TraceGraph } from './TraceGraph';
import { TraceTable } from './TraceTable';
import './messages';

const { TRACE_MAX_DEPTH: depth, TRACE_WINDOW_HOURS: hours } = regulatory.med;

/** Where the contested money went (MED 2.0 funds tracing): the trail as a graph and as a table, and what may be done with it. */
export function CaseTrace({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const { trace } = detail;
  return (
    <DetailSection title={t('med.trace.heading')}>
      <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
        <Typography color="text.secondary">{trace.length === 0 ? t('med.trace.none', { depth }) : t('med.trace.intro', { depth, hours })}</Typography>
        <TraceActions detail={detail} />
        {trace.length > 0 && <TraceGraph trace={trace} />}
        {trace.length > 0 && <TraceTable trace={trace} />}
      </Stack>
    </DetailSection>
  );
}
