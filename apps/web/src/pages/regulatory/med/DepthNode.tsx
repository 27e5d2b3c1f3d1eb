import { Box, Typography } from '@mui/material';
import type { Node, NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { formatCentavos } from '../../../format/money';
import type { DepthGroups } from './trace-groups';

export type DepthNodeType = Node<{ depth: DepthGroups }, 'depth'>;

/** The heading over one depth of a grouped trail: which hop, how many accounts the money reached there and how much. */
export function DepthNode({ data: { depth } }: NodeProps<DepthNodeType>) {
  const { t } = useTranslation();
  return (
    <Box data-trail-depth={depth.depth} sx={{ width: '100%', height: '100%', boxSizing: 'border-box', px: 1, pb: 0.5, borderBottom: 2, borderColor: 'divider', color: 'text.primary', textAlign: 'left' }}>
      <Typography variant="subtitle2" component="div">{t('med.trace.depthHeading', { depth: depth.depth })}</Typography>
      <Typography variant="caption" component="div" color="text.secondary" noWrap>{t('med.trace.totals', { count: depth.accounts, amount: formatCentavos(depth.amount) })}</Typography>
    </Box>
  );
}
