import { Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '@mui/material';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import type { ListColumn } from '../../../components/list/table/columns';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { ListPage, type FilterSpec } from '../../../components/list/ListPage';
import { moneyColumn, textColumn, timeColumn } from '../../../components/list/columns';
import { FreezeRowActions } from './FreezeRowActions';
import { FreezeSelectedActions } from './FreezeSelectedActions';
import { HoldSummary, useReleaseReason } from '../../../components/HoldFacts';
import { OptionChip } from '../../../components/OptionChip';
import { useMinuteClock } from '../../../components/useMinuteClock';
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
  const now = useMinuteClock();
  const releaseReason = useReleaseReason();
  const [freezing, setFreezing] = useState(false);
  const [releasing, setReleasing] = useState<Freeze | null>(null);
  const [escalating, setEscalating] = useState<Freeze | null>(null);

  const columns = useMemo<ListColumn<Freeze>[]>(
    () => [
      textColumn('id', t('funds.columns.id'), { minWidth: 70 }),
      textColumn('account_number', t('funds.columns.account'), { minWidth: 120 }),
      textColumn('owner_name', t('funds.columns.owner'), { flex: 1, minWidth: 150 }),
      {
        field: 'hold_type', headerName: t('funds.columns.holdType'), sortable: false, minWidth: 280,
        renderCell: ({ row }) => <HoldSummary freeze={row} now={now} />,
      },
      moneyColumn('amount', t('funds.columns.amount')),
      moneyColumn('remaining', t('funds.columns.remaining')),
      {
        field: 'status', headerName: t('funds.columns.status'), sortable: false, minWidth: 110,
        renderCell: ({ row }) => <OptionChip list="freeze_status" code={row.status} />,
      },
      textColumn('reason', t('funds.columns.reason'), { flex: 1, minWidth: 160 }),
      textColumn('created_by', t('funds.columns.by')),
      timeColumn('created_at', t('funds.columns.created')),
      timeColumn('released_at', t('funds.columns.released')),
      { ...textColumn('release_reason', t('funds.columns.releaseReason'), { flex: 1, minWidth: 160 }), valueFormatter: (value: Freeze['release_reason']) => releaseReason(value) },
    ],
    [t, now, releaseReason],
  );

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
