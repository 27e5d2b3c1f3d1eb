import { MarkerType, type Edge } from '@xyflow/react';
import type { regulatory } from '@wallet/contracts';
import { formatCentavos } from '../../../format/money';
import type { DepthNodeType } from './DepthNode';
import type { GroupNodeType } from './GroupNode';
import { layoutGroups } from './group-layout';
import { groupKey, type HopGroup, type TraceGrouping } from './trace-groups';

type TraceHop = regulatory.med.TraceHop;

/** The accessible names of the grouped graph's parts, in the member's language. */
export interface GroupWords {
  group: (group: HopGroup, amount: string) => string;
  edge: (from: HopGroup, to: HopGroup, amount: string) => string;
}

interface GroupView {
  trace: readonly TraceHop[];
  grouping: TraceGrouping;
  open: ReadonlySet<string>;
  onToggle: (key: string) => void;
  panelWidth: number | undefined;
}

/**
 * The graph of a large trail: a heading with the totals over each depth's column, a box per
 * institution at that depth (its accounts listed when open), and one line from each group to each
 * group its accounts sent money to, for the money of all those Pix together.
 */
export function groupElements({ trace, grouping, open, onToggle, panelWidth }: GroupView, words: GroupWords) {
  const { headings, groups: places, size } = layoutGroups(grouping.depths, open, panelWidth);
  const groups = new Map(grouping.depths.flatMap((depth) => depth.groups.map((group) => [group.key, group])));
  const headingNodes: DepthNodeType[] = grouping.depths.map((depth) => {
    const place = headings.get(depth.depth)!;
    return { id: `depth-${depth.depth}`, type: 'depth', position: place, width: place.width, height: place.height, data: { depth } };
  });
  const groupNodes: GroupNodeType[] = [...groups.values()].map((group) => {
    const place = places.get(group.key)!;
    return {
      id: group.key, type: 'institution', position: place, width: place.width, height: place.height,
      data: { group, open: open.has(group.key), onToggle }, ariaRole: 'group', ariaLabel: words.group(group, formatCentavos(group.amount)),
    };
  });
  const byId = new Map(trace.map((hop) => [hop.id, hop]));
  const flows = new Map<string, { from: HopGroup; to: HopGroup; amount: number }>();
  for (const hop of trace) {
    const parent = hop.parent_id === null ? undefined : byId.get(hop.parent_id);
    if (!parent) continue;
    const from = groups.get(groupKey(parent))!;
    const to = groups.get(groupKey(hop))!;
    const id = `${from.key}>${to.key}`;
    flows.set(id, { from, to, amount: (flows.get(id)?.amount ?? 0) + hop.amount });
  }
  const edges: Edge[] = [...flows].map(([id, { from, to, amount }]) => ({
    id, source: from.key, target: to.key, markerEnd: { type: MarkerType.ArrowClosed }, ariaLabel: words.edge(from, to, formatCentavos(amount)),
  }));
  return { nodes: [...headingNodes, ...groupNodes], edges, size };
}
