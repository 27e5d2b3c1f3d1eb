import { Suspense, useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { regulatory, type DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../api/hooks';
import { ListPage, TABS_NOTE_HEIGHT, type FilterSpec } from '../../../components/list/ListPage';
import { wordedOptions } from '../../../i18n/options';
import { useInboxColumns } from './inbox-columns';
import { MINE_PARAM } from './inbox-views';
import { InboxViews } from './InboxViews';
import { lazyNamed } from '../../../components/lazy-named';
import { ScopeNote } from '../../../components/ScopeNote';
import { parseId } from '../../../router/query-id';
import { medInboxPath } from '../area';
import { SyncButton } from './SyncButton';

/** The form's code loads when a member first opens a case by hand. */
const OpenCaseDialog = lazyNamed(() => import('./OpenCaseDialog'), 'OpenCaseDialog');

const med = regulatory.med;
type MedCase = regulatory.med.MedCase;
type ListData = DataOf<typeof med.list>;


/**
 * The MED inbox: every case of a contested Pix, soonest deadline first, with quick views of what
 * is open, due today, overdue or mine; each case opens its page.
 */
export default function MedInboxPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [params] = useSearchParams();
  const [opening, setOpening] = useState(false);
  const columns = useInboxColumns();
  const mine = params.get(MINE_PARAM) === '1';
  // One customer's cases, from their page: the quick views count the whole inbox, so a scope note stands in for them.
  const customerId = parseId(params.get('customer_id'));
  const fixedBody = useMemo(() => {
    if (!mine && customerId === null) return undefined;
    return { ...(mine ? { mine: true } : {}), ...(customerId !== null ? { customer_id: customerId } : {}) };
  }, [mine, customerId]);

  const filters = useMemo<FilterSpec[]>(() => [
    { kind: 'select', name: 'status', label: t('medInbox.filters.status'), options: wordedOptions(t, 'med_case_status') },
    { kind: 'select', name: 'due', label: t('medInbox.filters.due'), options: wordedOptions(t, 'med_due') },
    { kind: 'select', name: 'side', label: t('medInbox.filters.side'), options: wordedOptions(t, 'med_side') },
    { kind: 'select', name: 'origin', label: t('medInbox.filters.origin'), options: wordedOptions(t, 'med_origin') },
    { kind: 'text', name: 'keyword', label: t('medInbox.filters.keyword'), hint: t('medInbox.filters.keywordHint') },
  ], [t]);

  const toolbar = can('med.manage') ? (
    <Stack direction="row" spacing={1}>
      <SyncButton />
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpening(true)}>{t('medInbox.openCase')}</Button>
    </Stack>
  ) : undefined;

  return (
    <>
      <ListPage<MedCase, ListData>
        endpoint={med.list}
        title={t('screens.regulatory-med')}
        columns={columns}
        filters={filters}
        fixedBody={fixedBody}
        toolbar={toolbar}
        note={customerId !== null
          ? <ScopeNote all={{ to: medInboxPath(), label: t('medInbox.scope.all') }}>{t('medInbox.scope.customer', { id: customerId })}</ScopeNote>
          : (data) => <InboxViews counts={data.counts} />}
        noteHeight={TABS_NOTE_HEIGHT}
        emptyText={t('medInbox.empty')}
      />
      {opening && (
        <Suspense fallback={null}>
          <OpenCaseDialog onClose={() => setOpening(false)} />
        </Suspense>
      )}
    </>
  );
}
