import { Box, Stack, Typography } from '@mui/material';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money';
import { formatCentavos } from '../../../format/money';
import { HopHolder, HopOwnership, HopRefund } from './HopParts';
import { hopAccount, hopInstitution } from './trace-facts';
import { HOP_NODE } from './trace-layout';

type HopNodeData = { hop: regulatory.med.TraceHop };
export type HopNodeType = Node<HopNodeData, 'hop'>;

/** The graph's lines meet a hop at its sides; nobody draws new ones, so the handles stay out of sight. */
const HIDDEN_HANDLE = { opacity: 0, pointerEvents: 'none' } as const;

/** One account of the money trail in the graph: who and where, what reached it, what we hold and asked. */
export function HopNode({ data: { hop } }: NodeProps<HopNodeType>) {
  const { t } = useTranslation();
  return (
    <Box
      data-hop={hop.id}
      data-hop-depth={hop.depth}
      sx={{
        width: HOP_NODE.width, height: HOP_NODE.height, boxSizing: 'border-box', p: 1.25, borderRadius: 1, overflow: 'hidden',
        bgcolor: 'background.paper', color: 'text.primary', border: 2, borderColor: hop.ours ? 'primary.main' : 'divider', textAlign: 'left',
      }}
    >
      {hop.depth > 1 && <Handle type="target" position={Position.Left} isConnectable={false} style={HIDDEN_HANDLE} />}
      <Stack spacing={0.25}>
        <Typography variant="subtitle2" noWrap title={hop.holder_name}><HopHolder hop={hop} className="nodrag nopan" /></Typography>
        <Typography variant="caption" color="text.secondary" noWrap title={hopInstitution(hop)}>{hopInstitution(hop)}</Typography>
        <Typography variant="caption" color="text.secondary">{hopAccount(hop)}</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}><Money centavos={hop.amount} /></Typography>
          <HopOwnership hop={hop} />
        </Stack>
        {hop.held !== null && <Typography variant="caption">{t('med.trace.heldAmount', { amount: formatCentavos(hop.held) })}</Typography>}
        <Typography variant="caption"><HopRefund hop={hop} /></Typography>
      </Stack>
      <Handle type="source" position={Position.Right} isConnectable={false} style={HIDDEN_HANDLE} />
    </Box>
  );
}
