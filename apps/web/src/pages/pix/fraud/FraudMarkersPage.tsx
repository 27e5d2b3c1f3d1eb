import { Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../api/hooks';
import { lazyNamed } from '../../../components/lazy-named';
import { ScopeNote } from '../../../components/ScopeNote';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { wordedOptions } from '../../../i18n/options';
import { parseId } from '../../../router/query-id';
import { useMarkerColumns } from './marker-columns';
import { fraudMarkersPath } from '../area';

// The cancelling form loads its code (the form library among it) when first opened.
const CancelMarkerDialog = lazyNamed(() => import('./CancelMarkerDialog'), 'CancelMarkerDialog');

type FraudMarker = pix.fraud.FraudMarker;

/** The case or customer the address narrows the list to (`?case_id=` from a MED case, `?customer_id=` from a customer). */
function useScope() {
  const [params] = useSearchParams();
  const caseId = parseId(params.get('case_id'));
  const customerId = parseId(params.get('customer_id'));
  const body = useMemo(() => {
    if (caseId !== null) return { case_id: caseId };
    return customerId !== null ? { customer_id: customerId } : undefined;
  }, [caseId, customerId]);
  return { body, caseId, customerId };
}

/** Fraud markers we set at the DICT, newest first: filter them, follow them to their customer and case, cancel an active one. */
export default function FraudMarkersPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [cancelling, setCancelling] = useState<FraudMarker | null>(null);
  const columns = useMarkerColumns();
  const scope = useScope();
  const filters = useMemo<FilterSpec[]>(() => [
    { kind: 'select', name: 'status', label: t('fraud.filters.status'), options: wordedOptions(t, 'fraud_marker_status') },
    { kind: 'select', name: 'kind', label: t('fraud.filters.kind'), options: wordedOptions(t, 'fraud_kind') },
    { kind: 'select', name: 'target', label: t('fraud.filters.target'), options: wordedOptions(t, 'fraud_target') },
    { kind: 'text', name: 'keyword', label: t('fraud.filters.keyword'), hint: t('fraud.filters.keywordHint') },
  ], [t]);

  const rowActions = useCallback(
    (row: FraudMarker) => row.status !== 'active' ? null : (
      <Button size="small" color="error" aria-label={t('fraud.cancel.actionOf', { id: row.id })} onClick={() => setCancelling(row)}>{t('fraud.cancel.action')}</Button>
    ),
    [t],
  );

  const scoped = scope.caseId !== null ? t('fraud.scope.case', { id: scope.caseId }) : scope.customerId !== null ? t('fraud.scope.customer', { id: scope.customerId }) : null;
  return (
    <>
      <ListPage<FraudMarker>
        endpoint={pix.fraud.list}
        title={t('screens.pix-fraud-markers')}
        columns={columns}
        filters={filters}
        fixedBody={scope.body}
        rowActions={can('fraud.manage') ? rowActions : undefined}
        note={scoped ? <ScopeNote all={{ to: fraudMarkersPath(), label: t('fraud.scope.all') }}>{scoped}</ScopeNote> : undefined}
        emptyText={t('fraud.empty')}
      />
      <Suspense fallback={null}>{cancelling && <CancelMarkerDialog key={cancelling.id} marker={cancelling} onClose={() => setCancelling(null)} />}</Suspense>
    </>
  );
}
