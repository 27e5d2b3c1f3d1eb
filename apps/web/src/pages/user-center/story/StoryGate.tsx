import type { ReactNode } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import type { Permission } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../api/hooks';
import { SectionCard } from '../SectionCard';
import { permissionKey } from '../../../i18n/permissions';

/**
 * A chapter the member's role may not read: its heading, and the permission it needs, in words and
 * by its code, in place of rows the server would refuse. Nothing is asked for.
 */
function StoryNoAccess({ title, permission }: { title: string; permission: Permission }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={title} data-no-access={permission}>
      <Typography color="text.secondary">
        {t('story.noAccess', { permission: t(permissionKey(permission)) })}{' '}
        <Box component="code">({permission})</Box>
      </Typography>
    </SectionCard>
  );
}

/**
 * A chapter the member may or may not read: `children` when their role has the permission, the
 * no-access card when it has not, and the chapter's loading card while no session says yet.
 */
export function StoryGate({ title, permission, children }: { title: string; permission: Permission; children: ReactNode }) {
  const access = useAccess(permission);
  if (access === 'granted') return children;
  if (access === 'refused') return <StoryNoAccess title={title} permission={permission} />;
  return <SectionCard title={title} busy><Skeleton variant="rounded" height={72} data-testid="story-loading" /></SectionCard>;
}
