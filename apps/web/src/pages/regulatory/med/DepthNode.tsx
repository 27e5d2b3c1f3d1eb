import { Box, Stack, Typography } from '@mui/material';
import type { Node, NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money';
import type { DepthGroups } from './trace-groups';

export type DepthNodeType = Node<{ depth: DepthGroups }, 'depth'>;

/** The heading over one depth of a grouped trail: which hop, how many accounts the money reached there and how much. */
export function DepthNode({ data: { depth } }: NodeProps<DepthNodeType>) {
  const { t } = useTranslation();
  return (
    <Box data-trail-depth={depth.depth} sx={{ width: '100%', height: '100%', boxSizing: 'border-box', px: 1, pb: 0.5, borderBottom: 2, borderColor: 'divider', color: 'text.primary', textAlign: 'left' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" noWrap>{t('med.trace.depthHeading', { depth: depth.depth })}</Typography>
        <Typography variant="caption" color="text.secondary" noWrap>{t('med.trace.accountCount', { count: depth.accounts })}</Typography>
      </Stack>
      <Typography variant="body2" component="div" noWrap sx={{ fontWeight: 600 }}><Money centavos={depth.amount} /></Typography>
    </Box>
  );
}
