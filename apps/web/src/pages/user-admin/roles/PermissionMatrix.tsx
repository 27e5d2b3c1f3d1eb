import { useId } from 'react';
import { Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import type { Permission } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { permissionKey } from '../../../i18n/permissions';
import { DOMAINS, toggle, toggleDomain } from './role-draft';

export interface PermissionMatrixProps {
  value: ReadonlySet<Permission>;
  onChange: (permissions: Set<Permission>) => void;
  /** Whether the member may tick this permission; unticking is always allowed. */
  grantable: (permission: Permission) => boolean;
  readOnly: boolean;
}

/** Every permission of the product, one section per domain, each with its plain-language description. */
export function PermissionMatrix({ value, onChange, grantable, readOnly }: PermissionMatrixProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {DOMAINS.map(({ domain, permissions }) => (
        <DomainSection
          key={domain}
          domain={domain}
          permissions={permissions}
          value={value}
          onChange={onChange}
          grantable={grantable}
          readOnly={readOnly}
        />
      ))}
    </Box>
  );
}

interface DomainSectionProps extends PermissionMatrixProps {
  domain: string;
  permissions: readonly Permission[];
}

function DomainSection({ domain, permissions, value, onChange, grantable, readOnly }: DomainSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const notHeldId = useId();
  const isRefused = (p: Permission) => !readOnly && !value.has(p) && !grantable(p);
  const anyRefused = permissions.some(isRefused);
  const title = t(`roles.domains.${domain}`, { defaultValue: domain });
  const ticked = permissions.filter((p) => value.has(p)).length;
  const nothingToDo = permissions.every((p) => !grantable(p) && !value.has(p));
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <FormControlLabel
          label={<Typography variant="body2">{t('roles.editor.selectAll')}</Typography>}
          control={
            <Checkbox
              size="small"
              checked={ticked === permissions.length}
              indeterminate={ticked > 0 && ticked < permissions.length}
              disabled={readOnly || nothingToDo}
              onChange={() => onChange(toggleDomain(value, permissions, grantable))}
              slotProps={{ input: { 'aria-label': t('roles.editor.selectAllIn', { domain: title }) } }}
            />
          }
        />
      </Stack>
      <FormGroup>
        {permissions.map((permission) => {
          const checked = value.has(permission);
          const refused = isRefused(permission);
          return (
            <FormControlLabel
              key={permission}
              sx={{ alignItems: 'flex-start', mr: 0 }}
              disabled={readOnly || refused}
              label={
                <Box sx={{ pt: 1 }}>
                  <Typography variant="body2">{t(permissionKey(permission))}</Typography>
                  <Typography variant="caption" component="code" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
                    {permission}
                  </Typography>
                </Box>
              }
              control={
                <Checkbox
                  checked={checked}
                  onChange={(event) => onChange(toggle(value, permission, event.target.checked))}
                  slotProps={{ input: { 'aria-describedby': refused ? notHeldId : undefined } }}
                />
              }
            />
          );
        })}
      </FormGroup>
      {anyRefused && <FormHelperText id={notHeldId}>{t('roles.editor.notHeld')}</FormHelperText>}
    </Paper>
  );
}
