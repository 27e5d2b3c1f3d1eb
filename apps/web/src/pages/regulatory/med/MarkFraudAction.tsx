import { Suspense, useState } from 'react';
import { Button, Link, Stack } from '@mui/material';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../api/hooks';
import { fraudMarkersPath } from '../../pix/area';
import type { CaseDetail } from './case-facts';
import { lazyNamed } from '../../../components/lazy-named';

/** The form loads its code when first opened. */
const MarkFraudDialog = lazyNamed(() => import('./MarkFraudDialog'), 'MarkFraudDialog');

/** "Mark as fraud" for a member who may set fraud markers; once one is set, the way to the case's markers. */
export function MarkFraudAction({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const [marked, setMarked] = useState<pix.fraud.FraudMarker | null>(null);
  if (!can('fraud.manage')) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} data-fraud-action="mark">{t('med.markFraud.action')}</Button>
      {marked && <Link component={RouterLink} to={fraudMarkersPath({ case_id: detail.case.id })} data-marker-id={marked.id}>{t('med.markFraud.seeMarkers')}</Link>}
      {open && (
        <Suspense fallback={null}>
          <MarkFraudDialog
            detail={detail}
            onClose={() => setOpen(false)}
            onMarked={(marker) => {
              setMarked(marker);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
