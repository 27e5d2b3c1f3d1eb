import { Button, CircularProgress, IconButton } from '@mui/material';
import { Tooltip } from '../../../components/Tooltip';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { banking } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../api/hooks';
import { useApiMutation } from '../../../api/useApiMutation';
import { useConfirmedMutation } from '../../../api/useConfirmedMutation';
import { accountLabel } from '../../../format/account';

export interface ChangeStatusButtonProps {
  account: banking.BankAccount;
  /** An icon button in a list row, or a labelled button on the detail page. */
  variant: 'row' | 'page';
}

/**
 * Activates an inactive account or deactivates an active one (after asking). Both calls answer
 * without a success toast, as the spec says; a refusal is toasted once, and every list refreshes
 * after a change. Hidden without `bank_accounts.change_status`.
 */
export function ChangeStatusButton({ account, variant }: ChangeStatusButtonProps) {
  const { t } = useTranslation();
  const can = useCan();
  const { change, pending } = useChangeAccountStatus();
  if (!can('bank_accounts.change_status')) return null;

  const activating = account.status === 'inactive';
  const label = t(activating ? 'bankAccounts.actions.activate' : 'bankAccounts.actions.deactivate');
  const name = t(activating ? 'bankAccounts.actions.activateOf' : 'bankAccounts.actions.deactivateOf', { label: accountLabel(account) });
  const color = activating ? 'success' : 'warning';
  const icon = activating ? <PlayCircleOutlined fontSize="small" /> : <PauseCircleOutlined fontSize="small" />;
  const onClick = () => void change(account);
  // Not disabled while the call runs, only marked so: a disabled button loses the keyboard focus
  // (to the page's start), and the confirmation dialog could not give it back.
  const pendingProps = { 'aria-disabled': pending || undefined, sx: pending ? { opacity: 0.6 } : undefined };

  if (variant === 'page') {
    return (
      <Button variant="outlined" color={color} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : icon} aria-label={name} onClick={onClick} {...pendingProps}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label} describeChild>
      <IconButton size="small" color={color} aria-label={name} onClick={onClick} {...pendingProps}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The two calls behind the button, through the mutation hook: activating sends at once,
 * deactivating asks first. Neither toasts a success (the spec's rule); a refusal is toasted once by
 * the client (e.g. 409 when someone else changed it first). While one runs, another press does nothing.
 */
function useChangeAccountStatus() {
  const { t } = useTranslation();
  const activation = useApiMutation(banking.activate, { quiet: true });
  const deactivation = useConfirmedMutation(banking.deactivate, { quiet: true });
  const pending = activation.pending || deactivation.pending;

  const change = async (account: banking.BankAccount) => {
    if (pending) return;
    if (account.status === 'inactive') {
      await activation.send({ id: account.id });
      return;
    }
    await deactivation.run({ id: account.id }, {
      title: t('bankAccounts.actions.deactivateTitle', { label: accountLabel(account) }),
      message: t('bankAccounts.actions.deactivateMessage', { owner: account.owner_name }),
      destructive: true,
    });
  };
  return { change, pending };
}
