import { Suspense, useCallback, useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../api/hooks';
import { ListPage, type FilterSpec } from '../../components/list/ListPage';
import { useLimitColumns } from './limit-columns';
import { lazyNamed } from '../../components/lazy-named';
import { optionKey } from '../../i18n/options';

/** The limit form (an owner search among it) loads its code when first opened. */
const LimitDialog = lazyNamed(() => import('./LimitDialog'), 'LimitDialog');

type PixLimit = pix.limits.PixLimit;

/** Pix limits per owner, type and period, with pending increases; changed one at a time with a reason. */
export default function LimitsListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const canManage = can('limits.manage');
  // undefined: no dialog; null: "Set a limit" for an owner picked in the dialog; a row: "Change" it.
  const [editing, setEditing] = useState<PixLimit | null | undefined>(undefined);
  const columns = useLimitColumns();

  const filters = useMemo<FilterSpec[]>(
    () => [
      { kind: 'select', name: 'limits_type', label: t('pix.limits.filters.limitsType'), options: 'limits_type' },
      { kind: 'select', name: 'period_type', label: t('pix.limits.filters.period'), options: 'period_type' },
      { kind: 'select', name: 'target', label: t('pix.limits.filters.target'), options: 'target' },
      { kind: 'text', name: 'owner', label: t('pix.limits.filters.owner') },
    ],
    [t],
  );

  const rowActions = useCallback(
    (row: PixLimit) => (
      <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
        <Button
          size="small"
          aria-label={t('pix.limits.changeOf', { owner: row.owner_name, type: t(optionKey('limits_type', row.limits_type)), period: t(optionKey('period_type', row.period_type)) })}
          onClick={() => setEditing(row)}
        >
          {t('pix.limits.change')}
        </Button>
      </Stack>
    ),
    [t],
  );

  const toolbar = canManage ? (
    <Button variant="contained" startIcon={<TuneIcon />} onClick={() => setEditing(null)}>
      {t('pix.limits.setLimit')}
    </Button>
  ) : undefined;

  return (
    <>
      <ListPage<PixLimit>
        endpoint={pix.limits.list}
        title={t('screens.pix-limits-list')}
        columns={columns}
        filters={filters}
        rowActions={canManage ? rowActions : undefined}
        toolbar={toolbar}
      />
      {editing !== undefined && (
        <Suspense fallback={null}>
          <LimitDialog key={editing?.id ?? 'new'} open limit={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </>
  );
}
