import { useMemo } from 'react';
import { pix, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../api/hooks';
import { ScopeNote } from '../../../components/ScopeNote';
import { parseId } from '../../../router/query-id';
import { claimListPath } from '../area';
import { ListPage, TABS_NOTE_HEIGHT, type FilterSpec } from '../../../components/list/ListPage';
import { wordedOptions } from '../../../i18n/options';
import { useClaimColumns } from './claim-columns';
import { ClaimSyncButton } from './ClaimSyncButton';
import { ClaimViews } from './ClaimViews';

type Claim = pix.claims.Claim;
type ListData = DataOf<typeof pix.claims.list>;

/**
 * Ownership claims and portabilities at the DICT on our keys and by our customers, soonest deadline
 * first, with quick views of what waits for our answer, is due today or overdue; each opens its page.
 */
export default function ClaimsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const columns = useClaimColumns();
  const [params] = useSearchParams();
  // The claims on one customer's keys, from their page: the quick views count every claim, so a scope note stands in for them.
  const ownerId = parseId(params.get('owner_id'));
  const fixedBody = useMemo(() => (ownerId === null ? undefined : { owner_id: ownerId }), [ownerId]);
  const filters = useMemo<FilterSpec[]>(() => [
    { kind: 'select', name: 'status', label: t('claims.filters.status'), options: wordedOptions(t, 'claim_status') },
    { kind: 'select', name: 'role', label: t('claims.filters.role'), options: wordedOptions(t, 'claim_role') },
    { kind: 'select', name: 'claim_type', label: t('claims.filters.type'), options: wordedOptions(t, 'claim_type') },
    { kind: 'select', name: 'due', label: t('claims.columns.deadline'), options: wordedOptions(t, 'med_due') },
    { kind: 'text', name: 'keyword', label: t('claims.filters.keyword'), hint: t('claims.filters.keywordHint') },
  ], [t]);

  return (
    <ListPage<Claim, ListData>
      endpoint={pix.claims.list}
      title={t('screens.pix-claims')}
      columns={columns}
      filters={filters}
      fixedBody={fixedBody}
      toolbar={can('claims.manage') ? <ClaimSyncButton /> : undefined}
      note={ownerId !== null
        ? <ScopeNote all={{ to: claimListPath(), label: t('claims.scope.all') }}>{t('claims.scope.owner', { id: ownerId })}</ScopeNote>
        : (data) => <ClaimViews counts={data.counts} />}
      noteHeight={TABS_NOTE_HEIGHT}
      emptyText={t('claims.empty')}
    />
  );
}
