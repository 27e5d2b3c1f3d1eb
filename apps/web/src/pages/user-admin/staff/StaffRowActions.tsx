import type { ReactNode } from 'react';
import { IconButton, Stack } from '@mui/material';
import { Tooltip } from '../../../components/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import KeyIcon from '@mui/icons-material/Key';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import type { staff } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import type { StaffMemberActions } from './useStaffActions';

type Member = staff.StaffMember;

export interface StaffRowActionsProps {
  member: Member;
  /** The signed-in member's own row: they cannot disable themselves. */
  isMe: boolean;
  actions: StaffMemberActions;
  onEdit: (member: Member) => void;
}

interface ActionButton {
  key: 'edit' | 'disable' | 'enable' | 'resetPassword' | 'resetTotp';
  /** The visible word, as a tooltip ("Disable"). */
  label: string;
  /** The accessible name, naming the member ("Disable ana.ops"). */
  name: string;
  icon: ReactNode;
  color: 'primary' | 'error' | 'success' | 'warning';
  onClick: () => void;
}

/** The buttons of one staff row; only those that apply to the member are shown. */
export function StaffRowActions({ member, isMe, actions, onEdit }: StaffRowActionsProps) {
  const { t } = useTranslation();
  const username = member.username;
  const action = (key: ActionButton['key'], icon: ReactNode, color: ActionButton['color'], onClick: () => void): ActionButton => ({
    key, icon, color, onClick,
    label: t(`userAdmin.staff.actions.${key}`),
    name: t(`userAdmin.staff.actions.${key}Of`, { username }),
  });
  const buttons = [
    action('edit', <EditIcon fontSize="small" />, 'primary', () => onEdit(member)),
    member.status === 'active'
      ? !isMe && action('disable', <PersonOffIcon fontSize="small" />, 'error', () => void actions.disable(member))
      : action('enable', <HowToRegIcon fontSize="small" />, 'success', () => void actions.enable(member)),
    action('resetPassword', <KeyIcon fontSize="small" />, 'warning', () => void actions.resetPassword(member)),
    member.totp_enabled && action('resetTotp', <PhonelinkEraseIcon fontSize="small" />, 'warning', () => void actions.resetTotp(member)),
  ].filter((button): button is ActionButton => Boolean(button));

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {buttons.map(({ key, label, name, icon, color, onClick }) => (
        <Tooltip key={key} title={label} describeChild>
          <IconButton size="small" color={color} aria-label={name} onClick={onClick}>
            {icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
