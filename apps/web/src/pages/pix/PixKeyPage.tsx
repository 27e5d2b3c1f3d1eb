import { Suspense, useCallback, useMemo, useState } from 'react';
import { Button, IconButton, Stack } from '@mui/material';
import { Tooltip } from '../../components/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { hasIspbOptions, useCan, useSelection } from '../../api/hooks';
import { ListPage, type FilterSpec } from '../../components/list/ListPage';
import { usePixKeyColumns } from './pix-key-columns';
import { lazyNamed } from '../../components/lazy-named';
import { useOpenedOnce } from '../../components/opened-once';

/** The register form (an account search among it) and the delete form load their code when first opened. */
const RegisterKeyDialog = lazyNamed(() => import('./RegisterKeyDialog'), 'RegisterKeyDialog');
const DeleteKeyDialog = lazyNamed(() => import('./DeleteKeyDialog'), 'DeleteKeyDialog');

type PixKey = pix.keys.PixKey;

/** Pix keys registered at the DICT: filter, copy, register for an account, delete with a reason. */
export default function PixKeyPage() {
  const { t } = useTranslation();
  const can = useCan();
  const canManage = can('pix_keys.manage');
  const [registering, setRegistering] = useState(false);
  const registerOpened = useOpenedOnce(registering);
  const [deleting, setDeleting] = useState<PixKey | null>(null);
  const columns = usePixKeyColumns();
  // The specification's rule: no ISPB filter when there is no participant to choose besides All.
  // Until the lists arrive it stays, so that the usual screen (participants are seeded) does not jump.
  const lists = useSelection().data;
  const withIspb = lists === undefined || hasIspbOptions(lists.ispb);

  const filters = useMemo<FilterSpec[]>(
    () => [
      { kind: 'select', name: 'pix_key_type', label: t('pix.keys.filters.keyType'), options: 'pix_key_type' },
      { kind: 'select', name: 'pix_key_status', label: t('pix.keys.filters.status'), options: 'pix_key_status' },
      ...(withIspb ? [{ kind: 'select', name: 'ispb', label: t('pix.keys.filters.ispb'), options: 'ispb' } as const] : []),
      { kind: 'text', name: 'owner', label: t('pix.keys.filters.owner') },
      { kind: 'text', name: 'key', label: t('pix.keys.filters.key') },
    ],
    [t, withIspb],
  );

  const rowActions = useCallback(
    (row: PixKey) =>
      row.status === 'deleted' ? null : (
        <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
          <Tooltip title={t('pix.keys.delete')}>
            <IconButton size="small" color="error" aria-label={t('pix.keys.deleteKey', { key: row.key_value })} onClick={() => setDeleting(row)}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    [t],
  );

  const toolbar = canManage ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRegistering(true)}>
      {t('pix.keys.register')}
    </Button>
  ) : undefined;

  return (
    <>
      <ListPage<PixKey> endpoint={pix.keys.list} title={t('screens.pix-pix-key')} columns={columns} filters={filters} rowActions={canManage ? rowActions : undefined} toolbar={toolbar} />
      {registerOpened && (
        <Suspense fallback={null}>
          <RegisterKeyDialog open={registering} onClose={() => setRegistering(false)} />
        </Suspense>
      )}
      <Suspense fallback={null}>{deleting && <DeleteKeyDialog key={deleting.id} pixKey={deleting} onClose={() => setDeleting(null)} />}</Suspense>
    </>
  );
}
