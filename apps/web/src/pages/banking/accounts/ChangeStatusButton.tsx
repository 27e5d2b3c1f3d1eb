import { useRef, useState } from 'react';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useCan } from '../../../api/hooks';
import { useConfirm } from '../../../components/ConfirmDialog';
import { accountLabel } from '../../../format/account';
import './messages';

export interface ChangeStatusButtonProps {
  account: banking.BankAccount;
  /** An icon button in a list row, or a labelled button on the detail page. */
  variant: 'row' | 'page';
}

/**
 * Activates an inactive account or deactivates an active one (after asking). Both calls answer
 * without a success toast, as the spec says; errors are toasted, and every list refreshes after a
 * change. Hidden without `bank_accounts.change_status`.
 */
export function ChangeStatusButton({ account, variant }: ChangeStatusButtonProps) {
  const { t } = useTranslation();
  const can = useCan();
  const { change, busy } = useChangeAccountStatus();
  if (!can('bank_accounts.change_status')) return null;

  const activating = account.status === 'inactive';
  const label = t(activating ? 'bankAccounts.actions.activate' : 'bankAccounts.actions.deactivate');
  const name = t(activating ? 'bankAccounts.actions.activateOf' : 'bankAccounts.actions.deactivateOf', { label: accountLabel(account) });
  const color = activating ? 'success' : 'warning';
  const icon = activating ? <PlayCircleOutlined fontSize="small" /> : <PauseCircleOutlined fontSize="small" />;
  const onClick = () => void change(account);
  // Not disabled while the call runs, only marked so: a disabled button loses the keyboard focus
  // (to the page's start), and the confirmation dialog could not give it back.
  const busyProps = { 'aria-disabled': busy || undefined, sx: busy ? { opacity: 0.6 } : undefined };

  if (variant === 'page') {
    return (
      <Button variant="outlined" color={color} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : icon} aria-label={name} onClick={onClick} {...busyProps}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label} describeChild>
      <IconButton size="small" color={color} aria-label={name} onClick={onClick} {...busyProps}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

function useChangeAccountStatus() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const change = async (account: banking.BankAccount) => {
    if (running.current) return;
    const activating = account.status === 'inactive';
    if (!activating) {
      const answer = await confirm({
        title: t('bankAccounts.actions.deactivateTitle', { label: accountLabel(account) }),
        message: t('bankAccounts.actions.deactivateMessage', { owner: account.owner_name }),
        destructive: true,
      });
      if (answer.button !== 'ok') return;
    }
    running.current = true;
    setBusy(true);
    try {
      await api(activating ? banking.activate : banking.deactivate, { id: account.id }, { quiet: true });
    } catch {
      // The client has toasted the error (e.g. 409 when someone else changed it first).
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { change, busy };
}
