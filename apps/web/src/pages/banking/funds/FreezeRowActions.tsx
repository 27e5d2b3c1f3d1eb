import { Button, Stack } from '@mui/material';
import type { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';

type Freeze = banking.Freeze;

/** An active cautionary block may be escalated to the MED before it ends by itself. */
const mayEscalate = (freeze: Pick<Freeze, 'hold_type' | 'status'>) => freeze.hold_type === 'cautionary' && freeze.status === 'active';

export interface FreezeRowActionsProps {
  freeze: Freeze;
  onRelease: (freeze: Freeze) => void;
  onEscalate: (freeze: Freeze) => void;
}

/** What a member may do to one freeze of the list: release it while it holds money, escalate a cautionary block. */
export function FreezeRowActions({ freeze, onRelease, onEscalate }: FreezeRowActionsProps) {
  const { t } = useTranslation();
  const can = useCan();
  const names = { id: freeze.id, owner: freeze.owner_name };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      {can('funds.unfreeze') && freeze.status === 'active' && (
        <Button size="small" variant="outlined" aria-label={t('funds.unfreeze.actionOf', names)} onClick={() => onRelease(freeze)}>{t('funds.unfreeze.action')}</Button>
      )}
      {can('med.manage') && mayEscalate(freeze) && (
        <Button size="small" variant="outlined" color="warning" aria-label={t('funds.escalate.actionOf', names)} onClick={() => onEscalate(freeze)}>{t('funds.escalate.action')}</Button>
      )}
    </Stack>
  );
}
