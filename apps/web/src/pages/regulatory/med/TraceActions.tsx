import { Suspense, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { useApiMutation } from '../../../api/useApiMutation';
import type { CaseDetail } from './case-facts';
import { allowedTraceActions } from './trace-facts';
import { lazyNamed } from '../../../components/lazy-named';

/** The form loads its code when first opened. */
const AskChainDialog = lazyNamed(() => import('./AskChainDialog'), 'AskChainDialog');

/**
 * What may be done with the money trail: trace it (again), which moves no money and so asks
 * nothing first (the case refreshes when the answer comes), and ask the chain for the money in its dialog.
 */
export function TraceActions({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const [asking, setAsking] = useState(false);
  const tracing = useApiMutation(regulatory.med.trace);
  const actions = allowedTraceActions(detail, can('med.manage'));

  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Button variant="outlined" loading={tracing.pending} onClick={() => void tracing.send({ case_id: detail.case.id })} data-trace-action="trace">
        {t('med.trace.action')}
      </Button>
      {actions.includes('trace_refunds') && (
        <Button variant="outlined" color="warning" onClick={() => setAsking(true)} data-trace-action="trace_refunds">{t('med.trace.askChain')}</Button>
      )}
      <Suspense fallback={null}>{asking && <AskChainDialog detail={detail} onClose={() => setAsking(false)} />}</Suspense>
    </Stack>
  );
}
