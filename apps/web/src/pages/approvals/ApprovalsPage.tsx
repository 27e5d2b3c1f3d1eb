import { Suspense, useCallback, useMemo, useState } from 'react';
import { Button, Tab, Tabs, Typography } from '@mui/material';
import { approvals } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { lazyNamed } from '../../components/lazy-named';
import { ListPage, type FilterSpec } from '../../components/list/ListPage';
import { wordedOptions } from '../../i18n/options';
import { useApprovalColumns } from './approval-columns';

// A request's review is a form, whose library the list needs only once one is opened.
const ReviewDialog = lazyNamed(() => import('./ReviewDialog'), 'ReviewDialog');

type Request = approvals.ApprovalRequest;
type Box = approvals.ApprovalBox;

/** The four-eyes inbox: what waits for the member's approval, and what they asked for themselves. */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const box: Box = params.get('box') === 'mine' ? 'mine' : 'waiting';
  // A link to one request (from the record it would change) opens its review.
  const [reviewing, setReviewing] = useState<number | null>(() => Number(params.get('request')) || null);
  const counts = useApiQuery(approvals.requestCounts).data;
  const columns = useApprovalColumns(box);
  const filters = useMemo<FilterSpec[]>(() => [
    { kind: 'select', name: 'status', label: t('approvals.filters.status'), options: wordedOptions(t, 'approval_status') },
    { kind: 'select', name: 'action', label: t('approvals.filters.action'), options: wordedOptions(t, 'approval_action') },
  ], [t]);
  const rowActions = useCallback(
    (row: Request) => <Button size="small" aria-label={t('approvals.review.actionOf', { id: row.id })} onClick={() => setReviewing(row.id)}>{t('approvals.review.action')}</Button>,
    [t],
  );
  const count = (n: number | undefined) => (n ? ` (${n})` : '');

  return (
    <>
      <ListPage<Request>
        key={box}
        endpoint={approvals.requestList}
        title={t('screens.approvals')}
        columns={columns}
        filters={filters}
        fixedBody={{ box }}
        rowActions={rowActions}
        toolbar={(
          <Tabs value={box} onChange={(_event, next: Box) => setParams(next === 'mine' ? { box: 'mine' } : {})} aria-label={t('screens.approvals')}>
            <Tab value="waiting" label={`${t('approvals.tabs.waiting')}${count(counts?.waiting_for_me)}`} />
            <Tab value="mine" label={`${t('approvals.tabs.mine')}${count(counts?.mine_pending)}`} />
          </Tabs>
        )}
        note={<Typography variant="body2" color="text.secondary">{t('approvals.intro')}</Typography>}
        emptyText={t(box === 'waiting' ? 'approvals.empty.waiting' : 'approvals.empty.mine')}
      />
      <Suspense fallback={null}>{reviewing !== null && <ReviewDialog key={reviewing} id={reviewing} onClose={() => setReviewing(null)} />}</Suspense>
    </>
  );
}
