import { Suspense, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Button, IconButton, Stack } from '@mui/material';
import { Tooltip } from '../../components/Tooltip';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import KeyIcon from '@mui/icons-material/Key';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../api/hooks';
import type { BlockAction } from './BlockDialog';
import { lazyNamed } from '../../components/lazy-named';
import { useResetPassword } from './ResetPasswordDialog';
import { useOpenedOnce } from '../../components/opened-once';

import type { WalletUser } from './wallet-user';

/** The block form's code loads when a member first opens it: the list draws these buttons on every row. */
const BlockDialog = lazyNamed(() => import('./BlockDialog'), 'BlockDialog');

export type { WalletUser };

export interface UserActionsProps {
  user: WalletUser;
  /** Icon buttons in a list row, or labelled buttons on a detail page. */
  variant: 'row' | 'page';
}

/**
 * Block or unblock (with a required reason) and reset the password (the one-time secret shown once
 * with a copy button), each hidden without its permission. Used by the lists and the detail pages.
 */
export function UserActions({ user, variant }: UserActionsProps) {
  const { t } = useTranslation();
  const can = useCan();
  const [blockAction, setBlockAction] = useState<BlockAction | null>(null);
  // Kept while the dialog fades out, so its title does not change mid-animation.
  const [lastBlockAction, setLastBlockAction] = useState<BlockAction>('block');
  // A list draws its actions on every row: no dialog until a member first opens one.
  const blockOpened = useOpenedOnce(blockAction !== null);
  const reset = useResetPassword();

  const openBlock = (action: BlockAction) => {
    setLastBlockAction(action);
    setBlockAction(action);
  };
  const active = user.status === 'active';
  const buttons: ActionButtonProps[] = [];
  if (can('users.block')) {
    // One key for both, so that the button that opened the dialog is still there, renamed, to take
    // the focus back when the dialog closes.
    buttons.push(
      active
        ? { key: 'status', label: t('userList.actions.block'), name: t('userList.actions.blockOf', { name: user.name }), icon: <BlockIcon fontSize="small" />, color: 'error', onClick: () => openBlock('block') }
        : { key: 'status', label: t('userList.actions.unblock'), name: t('userList.actions.unblockOf', { name: user.name }), icon: <LockOpenIcon fontSize="small" />, color: 'success', onClick: () => openBlock('unblock') },
    );
  }
  if (active && can('users.reset_password')) {
    buttons.push({
      key: 'reset', label: t('userList.actions.resetPassword'), name: t('userList.actions.resetPasswordOf', { name: user.name }), icon: <KeyIcon fontSize="small" />, color: 'primary',
      onClick: () => void reset.start(user),
    });
  }
  if (buttons.length === 0 && blockAction === null && !reset.showing) return null;

  return (
    <Stack direction="row" spacing={variant === 'row' ? 0.5 : 1} sx={{ alignItems: 'center', ...(variant === 'row' ? { height: '100%' } : { flexWrap: 'wrap' }) }}>
      {buttons.map(({ key, ...button }) => (variant === 'row' ? <RowButton key={key} {...button} /> : <PageButton key={key} {...button} />))}
      <Isolated>
        {blockOpened && (
          <Suspense fallback={null}>
            <BlockDialog user={user} action={blockAction ?? lastBlockAction} open={blockAction !== null} onClose={() => setBlockAction(null)} />
          </Suspense>
        )}
        {reset.dialog}
      </Isolated>
    </Stack>
  );
}

interface ActionButtonProps {
  key: string;
  /** The visible word ("Block"). */
  label: string;
  /** The accessible name, naming the account ("Block Ana Souza"). */
  name: string;
  icon: ReactNode;
  color: 'error' | 'success' | 'primary';
  onClick: () => void;
}

function RowButton({ label, name, icon, color, onClick }: Omit<ActionButtonProps, 'key'>) {
  return (
    <Tooltip title={label} describeChild>
      <IconButton size="small" color={color} aria-label={name} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

function PageButton({ label, name, icon, color, onClick }: Omit<ActionButtonProps, 'key'>) {
  return (
    <Button variant="outlined" color={color} startIcon={icon} aria-label={name} onClick={onClick}>
      {label}
    </Button>
  );
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The dialogs are portalled out of the grid cell in the DOM but not in React, whose events would
 * still bubble to the cell: the grid would take the keys typed in a reason and the clicks in a
 * dialog as its own. This keeps them inside.
 */
function Isolated({ children }: { children: ReactNode }) {
  return (
    <span
      style={{ display: 'contents' }}
      onKeyDown={stop}
      onKeyUp={stop}
      onClick={stop}
      onDoubleClick={stop}
      onMouseDown={stop}
      onMouseUp={stop}
      onFocus={stop}
      onBlur={stop}
    >
      {children}
    </span>
  );
}
