import { Button, Chip, Stack } from '@mui/material';
import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../../api/hooks';
import { approvalsPath } from '../../approvals/area';

type Freeze = banking.Freeze;

/** An active cautionary block may be escalated to the MED before it ends by itself. */
const mayEscalate = (freeze: Pick<Freeze, 'hold_type' | 'status'>) => freeze.hold_type === 'cautionary' && freeze.status === 'active';

export interface FreezeRowActionsProps {
  freeze: Freeze;
  onRelease: (freeze: Freeze) => void;
  onEscalate: (freeze: Freeze) => void;
}

/**
 * What a member may do to one freeze of the list: release it while it holds money, escalate a
 * cautionary block. A release already waiting for a second person is said instead, with a link to
 * its request: asking again would be refused.
 */
export function FreezeRowActions({ freeze, onRelease, onEscalate }: FreezeRowActionsProps) {
  const { t } = useTranslation();
  const can = useCan();
  const names = { id: freeze.id, owner: freeze.owner_name };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      {freeze.release_request_id !== null && (
        <Chip
          size="small" color="warning" variant="outlined" clickable component={RouterLink} to={approvalsPath({ request: freeze.release_request_id })}
          label={t('funds.unfreeze.awaiting')} aria-label={t('funds.unfreeze.awaitingOf', { id: freeze.id, request: freeze.release_request_id })}
        />
      )}
      {can('funds.unfreeze') && freeze.status === 'active' && freeze.release_request_id === null && (
        <Button size="small" variant="outlined" aria-label={t('funds.unfreeze.actionOf', names)} onClick={() => onRelease(freeze)}>{t('funds.unfreeze.action')}</Button>
      )}
      {can('med.manage') && mayEscalate(freeze) && (
        <Button size="small" variant="outlined" color="warning" aria-label={t('funds.escalate.actionOf', names)} onClick={() => onEscalate(freeze)}>{t('funds.escalate.action')}</Button>
      )}
    </Stack>
  );
}
