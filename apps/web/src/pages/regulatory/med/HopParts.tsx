import { Chip, Link, Typography } from '@mui/material';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { accountDetailPath } from '../../banking/area';
import { hopAccount } from './trace-facts';

type TraceHop = regulatory.med.TraceHop;

/** Who holds a hop's account: a link to the account when it is one of ours. */
export function HopHolder({ hop, className }: { hop: TraceHop; className?: string }) {
  const { t } = useTranslation();
  if (!hop.ours || hop.account_id === null) return <>{hop.holder_name}</>;
  return (
    <Link component={RouterLink} to={accountDetailPath(hop.account_id)} className={className}
      aria-label={t('med.trace.openAccount', { account: hopAccount(hop), holder: hop.holder_name })}>
      {hop.holder_name}
    </Link>
  );
}

/** Whether the money reached an account of ours or one at another institution. */
export function HopOwnership({ hop }: { hop: Pick<TraceHop, 'ours'> }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={hop.ours ? 'primary' : 'default'} label={t(hop.ours ? 'med.trace.ours' : 'med.trace.elsewhere')} data-ours={hop.ours} />;
}

/** The refund request that asks the hop's institution for the money, or that none was filed. */
export function HopRefund({ hop }: { hop: TraceHop }) {
  const { t } = useTranslation();
  const filed = hop.refund_request_id !== null;
  return (
    <Typography component="span" variant="inherit" color={filed ? 'text.primary' : 'text.secondary'} data-refund-request={hop.refund_request_id ?? undefined}>
      {filed ? t('med.trace.requested', { id: hop.refund_request_id }) : t('med.trace.notRequested')}
    </Typography>
  );
}
