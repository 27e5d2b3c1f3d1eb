import { Box, Stack, Typography } from '@mui/material';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money';
import { GROUP_NODE } from './group-layout';
import { GroupToggle } from './GroupToggle';
import { HopHolder, HopOwnership } from './HopParts';
import { hopAccount } from './trace-facts';
import type { HopGroup } from './trace-groups';

type GroupNodeData = { group: HopGroup; open: boolean; onToggle: (key: string) => void };
export type GroupNodeType = Node<GroupNodeData, 'institution'>;

const HIDDEN_HANDLE = { opacity: 0, pointerEvents: 'none' } as const;
// What is clicked, dragged or scrolled inside the box is not the graph's pan or zoom.
const OWN_EVENTS = 'nodrag nopan nowheel';

/** The accounts at one institution at one depth of a large trail: its totals, and its accounts when opened. */
export function GroupNode({ data: { group, open, onToggle } }: NodeProps<GroupNodeType>) {
  const { t } = useTranslation();
  const accounts = `trail-graph-accounts-${group.key}`;
  return (
    <Box
      data-hop-group={group.key}
      data-group-depth={group.depth}
      data-open={open}
      sx={{
        width: '100%', height: '100%', boxSizing: 'border-box', px: 1, py: 0.75, borderRadius: 1, overflow: 'hidden',
        bgcolor: 'background.paper', color: 'text.primary', border: 2, borderColor: group.ours ? 'primary.main' : 'divider', textAlign: 'left',
      }}
    >
      {group.depth > 1 && <Handle type="target" position={Position.Left} isConnectable={false} style={HIDDEN_HANDLE} />}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" noWrap title={group.institution} sx={{ flex: 1, minWidth: 0 }}>{group.name}</Typography>
        {group.ours && <HopOwnership hop={group} />}
        <GroupToggle group={group} open={open} onToggle={onToggle} controls={accounts} className={OWN_EVENTS} />
      </Stack>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}><Money centavos={group.amount} /></Typography>
      <Typography variant="caption" component="div" color="text.secondary" noWrap>{t('med.trace.accountCount', { count: group.accounts })}</Typography>
      {open && (
        <Box id={accounts} role="region" aria-label={t('med.trace.groupAccounts', { institution: group.institution, depth: group.depth })} tabIndex={0}
          className={OWN_EVENTS} sx={{ mt: 1, maxHeight: GROUP_NODE.shownAccounts * GROUP_NODE.accountRow, overflowY: 'auto' }}>
          {group.hops.map((hop) => (
            <Box key={hop.id} data-hop={hop.id} sx={{ height: GROUP_NODE.accountRow, borderTop: 1, borderColor: 'divider', pt: 0.25 }}>
              <Typography variant="caption" component="div" noWrap title={hop.holder_name}><HopHolder hop={hop} className={OWN_EVENTS} /></Typography>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Typography variant="caption" sx={{ fontWeight: 600, flexShrink: 0 }}><Money centavos={hop.amount} /></Typography>
                <Typography variant="caption" color="text.secondary" noWrap>{hopAccount(hop)}</Typography>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      <Handle type="source" position={Position.Right} isConnectable={false} style={HIDDEN_HANDLE} />
    </Box>
  );
}
