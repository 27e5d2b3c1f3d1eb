import { Suspense, useState } from 'react';
import { Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { DetailSection } from '../../../components/DetailSection';
import { lazyNamed } from '../../../components/lazy-named';
import { Money } from '../../../components/Money';
import { OptionChip } from '../../../components/OptionChip';
import { SimpleTable } from '../../../components/SimpleTable';
import { DateTime } from '../../../components/DateTime';
import { formatCentavos } from '../../../format/money';
import { optionKey } from '../../../i18n/options';
import { mayOpenRecovery, type CaseDetail } from './case-facts';

/** The recovery's form loads its code when first opened. */
const OpenRecoveryDialog = lazyNamed(() => import('./OpenRecoveryDialog'), 'OpenRecoveryDialog');

type FundsRecovery = regulatory.med.FundsRecovery;

/** Cancels a recovery of ours, after a confirmation, while its refunds have not started. */
function CancelRecovery({ recovery }: { recovery: FundsRecovery }) {
  const { t } = useTranslation();
  const cancelling = useConfirmedMutation(regulatory.med.fundsRecoveryCancel);
  return (
    <Button size="small" variant="outlined" color="error" loading={cancelling.pending}
      onClick={() => void cancelling.run({ id: recovery.id }, { title: t('med.recovery.cancel.confirmTitle', { id: recovery.id }), message: t('med.recovery.cancel.confirm'), destructive: true })}>
      {t('med.recovery.cancel.action')}
    </Button>
  );
}

/** The money's way as the DICT tracked it, layer by layer: who holds what, their analysis, what came back. */
function Trail({ recovery }: { recovery: FundsRecovery }) {
  const { t } = useTranslation();
  if (recovery.trail.length === 0) return <Typography color="text.secondary">{t('med.recovery.untracked')}</Typography>;
  return (
    <SimpleTable
      label={t('med.recovery.trail', { id: recovery.id })}
      headers={[
        { label: t('med.recovery.layer'), numeric: true }, { label: t('med.recovery.pix') }, { label: t('med.recovery.to') },
        { label: t('med.recovery.amount'), numeric: true }, { label: t('med.recovery.held'), numeric: true }, { label: t('med.recovery.analysis') },
        { label: t('med.recovery.refunded'), numeric: true }, { label: t('med.recovery.return') },
      ]}
    >
      {recovery.trail.map((pix) => (
        <TableRow key={pix.end_to_end_id} data-layer={pix.layer}>
          <TableCell align="right">{pix.layer}</TableCell>
          <TableCell><Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{pix.end_to_end_id}</Typography><Typography variant="caption" color="text.secondary"><DateTime value={pix.settled_at} /></Typography></TableCell>
          <TableCell>{pix.credited_name ? <>{pix.credited_name}<br /><Typography variant="caption" color="text.secondary">{pix.credited_ispb}</Typography></> : pix.credited_ispb}</TableCell>
          <TableCell align="right"><Money centavos={pix.amount} /></TableCell>
          <TableCell align="right"><Money centavos={pix.held} /></TableCell>
          <TableCell>{pix.analysis_result ? t(optionKey('analysis_result', pix.analysis_result)) : '—'}</TableCell>
          <TableCell align="right"><Money centavos={pix.refunded} /></TableCell>
          <TableCell><Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{pix.return_id ?? '—'}</Typography></TableCell>
        </TableRow>
      ))}
    </SimpleTable>
  );
}

/** The case's funds recoveries at the DICT (MED 2.0): each one's state, trail and returns, and opening one when it may be. */
export function CaseRecovery({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const [opening, setOpening] = useState(false);
  const recoveries = detail.funds_recoveries;
  const mayOpen = mayOpenRecovery(detail, can('med.manage'), Date.now());
  return (
    <DetailSection title={t('med.recovery.heading')}>
      <Stack spacing={2}>
        {recoveries.length === 0 && <Typography color="text.secondary">{t('med.recovery.none')}</Typography>}
        {recoveries.map((recovery) => (
          <Stack key={recovery.id} spacing={1} data-recovery={recovery.id}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="subtitle1">{t('med.recovery.title', { id: recovery.id })}</Typography>
              <OptionChip list="funds_recovery_status" code={recovery.status} />
              <Typography variant="body2">{t('med.recovery.recovered', { recovered: formatCentavos(recovery.recovered_amount), contested: formatCentavos(recovery.contested_amount) })}</Typography>
              <Typography variant="caption" color="text.secondary">{t(optionKey('situation_type', recovery.situation_type))} · {recovery.requested_by} · <DateTime value={recovery.created_at} /></Typography>
              {can('med.manage') && regulatory.med.recoveryCancellable(recovery) && <CancelRecovery recovery={recovery} />}
            </Stack>
            <Trail recovery={recovery} />
          </Stack>
        ))}
        {mayOpen && <div><Button variant="outlined" onClick={() => setOpening(true)}>{t('med.recovery.open.action')}</Button></div>}
      </Stack>
      <Suspense fallback={null}>{opening && <OpenRecoveryDialog detail={detail} onClose={() => setOpening(false)} />}</Suspense>
    </DetailSection>
  );
}
