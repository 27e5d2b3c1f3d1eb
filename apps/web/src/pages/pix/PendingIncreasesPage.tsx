import { Suspense, useCallback, useState } from 'react';
import { Button, Stack } from '@mui/material';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../api/hooks';
import { lazyNamed } from '../../components/lazy-named';
import { ListPage } from '../../components/list/ListPage';
import { useLimitColumns } from './limit-columns';
import { limitWords } from './limit-words';

type PixLimit = pix.limits.PixLimit;

const PENDING_ONLY = { pending_only: true };

// The cancelling form loads its code (the form library among it) when first opened.
const CancelIncreaseDialog = lazyNamed(() => import('./CancelIncreaseDialog'), 'CancelIncreaseDialog');

/** Every limit increase waiting to take effect, the soonest first; one can be cancelled with a reason. */
export default function PendingIncreasesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const columns = useLimitColumns();
  const [cancelling, setCancelling] = useState<PixLimit | null>(null);

  const rowActions = useCallback(
    (row: PixLimit) => (
      <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
        <Button size="small" color="error" aria-label={t('pix.pendingIncreases.cancelOf', limitWords(t, row))} onClick={() => setCancelling(row)}>
          {t('pix.pendingIncreases.cancel')}
        </Button>
      </Stack>
    ),
    [t],
  );

  return (
    <>
      <ListPage<PixLimit>
        endpoint={pix.limits.list}
        title={t('screens.pix-pending-increases')}
        columns={columns}
        fixedBody={PENDING_ONLY}
        note={t('pix.pendingIncreases.intro')}
        rowActions={can('limits.manage') ? rowActions : undefined}
      />
      <Suspense fallback={null}>
        {cancelling && <CancelIncreaseDialog key={cancelling.id} limit={cancelling} onClose={() => setCancelling(null)} />}
      </Suspense>
    </>
  );
}
