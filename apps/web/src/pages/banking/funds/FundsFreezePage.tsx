import { Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '@mui/material';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { FreezeRowActions } from './FreezeRowActions';
import { FreezeSelectedActions } from './FreezeSelectedActions';
import { useFreezeColumns } from './freeze-columns';
import { wordedOptions } from '../../../i18n/options';
import { lazyNamed } from '../../../components/lazy-named';

type Freeze = banking.Freeze;

// The dialogs load when first opened: with their pickers and forms they were a sixth of the page's
// code (the account search, react-hook-form and zod's resolver), read before its first drawing.
const FreezeDialog = lazyNamed(() => import('./FreezeDialog'), 'FreezeDialog');
const UnfreezeDialog = lazyNamed(() => import('./UnfreezeDialog'), 'UnfreezeDialog');
const EscalateDialog = lazyNamed(() => import('./EscalateDialog'), 'EscalateDialog');

const renderBulkActions = (chosen: Freeze[], clear: () => void) => <FreezeSelectedActions chosen={chosen} clear={clear} />;

/** Every freeze, newest first; money is frozen from here and active freezes are released, whole or in part. */
export default function FundsFreezePage() {
  const { t } = useTranslation();
  const can = useCan();
  const [freezing, setFreezing] = useState(false);
  const [releasing, setReleasing] = useState<Freeze | null>(null);
  const [escalating, setEscalating] = useState<Freeze | null>(null);

  const columns = useFreezeColumns();

  const filters = useMemo<FilterSpec[]>(
    () => [
      { kind: 'select', name: 'status', label: t('funds.filters.status'), options: 'freeze_status' },
      { kind: 'select', name: 'hold_type', label: t('funds.filters.holdType'), options: wordedOptions(t, 'hold_type') },
      { kind: 'text', name: 'keyword', label: t('funds.filters.keyword') },
      { kind: 'text', name: 'owner', label: t('funds.filters.owner') },
      { kind: 'text', name: 'operator', label: t('funds.filters.operator') },
      { kind: 'dateRange', name: 'created', label: t('funds.filters.created'), startField: 'created_from', endField: 'created_to' },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: Freeze) => <FreezeRowActions freeze={row} onRelease={setReleasing} onEscalate={setEscalating} />,
    [],
  );

  const toolbar = can('funds.freeze') ? (
    <Button variant="contained" startIcon={<AcUnitIcon />} onClick={() => setFreezing(true)}>{t('funds.freeze.open')}</Button>
  ) : undefined;

  return (
    <>
      <ListPage
        endpoint={banking.freezeList} title={t('screens.banking-funds-freeze')} columns={columns} filters={filters} rowActions={rowActions} toolbar={toolbar}
        bulkActions={can('funds.unfreeze') ? renderBulkActions : undefined}
      />
      <Suspense fallback={null}>
        {freezing && <FreezeDialog onClose={() => setFreezing(false)} />}
        {releasing && <UnfreezeDialog key={releasing.id} freeze={releasing} onClose={() => setReleasing(null)} />}
        {escalating && <EscalateDialog key={escalating.id} freeze={escalating} onClose={() => setEscalating(null)} />}
      </Suspense>
    </>
  );
}
