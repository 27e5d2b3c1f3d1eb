import { MarkerType, type Edge } from '@xyflow/react';
import type { regulatory } from '@wallet/contracts';
import { formatCentavos } from '../../../format/money';
import type { HopNodeType } from './HopNode';
import { hopInstitution } from './trace-facts';
import { HOP_NODE, layoutTrace } from './trace-layout';

type TraceHop = regulatory.med.TraceHop;

/** The accessible names of the graph's parts, in the member's language. */
export interface TraceWords {
  node: (hop: TraceHop, institution: string, amount: string) => string;
  edge: (from: TraceHop, to: TraceHop, amount: string) => string;
}

/**
 * The graph of a money trail: a node per hop where the layout puts it (its size given, so it is
 * drawn before it is measured), and a line from each parent to each hop it sent money to,
 * labelled with the amount.
 */
export function traceElements(trace: readonly TraceHop[], words: TraceWords) {
  const { places } = layoutTrace(trace);
  const byId = new Map(trace.map((hop) => [hop.id, hop]));
  const nodes: HopNodeType[] = trace.map((hop) => ({
    id: String(hop.id),
    type: 'hop',
    position: places.get(hop.id) ?? { x: 0, y: 0 },
    data: { hop },
    width: HOP_NODE.width,
    height: HOP_NODE.height,
    ariaRole: 'group',
    ariaLabel: words.node(hop, hopInstitution(hop), formatCentavos(hop.amount)),
  }));
  const edges: Edge[] = trace.flatMap((hop) => {
    const parent = hop.parent_id === null ? undefined : byId.get(hop.parent_id);
    if (!parent) return [];
    const amount = formatCentavos(hop.amount);
    return [{
      id: `${parent.id}-${hop.id}`,
      source: String(parent.id),
      target: String(hop.id),
      type: 'smoothstep',
      label: amount,
      markerEnd: { type: MarkerType.ArrowClosed },
      ariaLabel: words.edge(parent, hop, amount),
    }];
  });
  return { nodes, edges };
}
