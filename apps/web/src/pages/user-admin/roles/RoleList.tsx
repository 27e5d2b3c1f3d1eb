import { Chip, IconButton, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { Tooltip } from '../../../components/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { Role } from './role-draft';
import { roleDescription } from './role-description';

export interface RoleListProps {
  roles: readonly Role[];
  selectedId: number | null;
  onSelect: (role: Role) => void;
  /** Offered only to members who may manage roles. */
  onDelete?: (role: Role) => void;
}

/** The roles, each with its chips and counts; the selected one is open in the editor. */
export function RoleList({ roles, selectedId, onSelect, onDelete }: RoleListProps) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('roles.listLabel')} disablePadding>
      {roles.map((role) => (
        <ListItem key={role.id} disablePadding secondaryAction={onDelete && <DeleteButton role={role} onDelete={onDelete} />}>
          <ListItemButton selected={role.id === selectedId} aria-current={role.id === selectedId ? 'true' : undefined} onClick={() => onSelect(role)}>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{role.name}</span>
                  {role.built_in && <Chip size="small" variant="outlined" label={t('roles.builtIn')} />}
                  {role.totp_required && <Chip size="small" color="primary" variant="outlined" label={t('roles.totpRequired')} />}
                </Stack>
              }
              secondary={
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {roleDescription(t, role) && <>{roleDescription(t, role)}<br /></>}
                  {t('roles.members', { count: role.members })} · {t('roles.permissionCount', { count: role.permissions.length })}
                </Typography>
              }
              slotProps={{ primary: { component: 'div' }, secondary: { component: 'div' } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function DeleteButton({ role, onDelete }: { role: Role; onDelete: (role: Role) => void }) {
  const { t } = useTranslation();
  const refusal = role.built_in ? t('roles.delete.builtIn') : role.members > 0 ? t('roles.delete.inUse', { count: role.members }) : null;
  return (
    <Tooltip title={refusal ?? t('roles.delete.label')}>
      {/* A disabled button fires no events, so the tooltip saying why hangs on its wrapper. */}
      <span>
        <IconButton edge="end" aria-label={t('roles.delete.labelOf', { name: role.name })} disabled={refusal !== null} onClick={() => onDelete(role)}>
          <DeleteOutline />
        </IconButton>
      </span>
    </Tooltip>
  );
}
