import { useEffect, useMemo, useRef } from 'react';
import { Box, useTheme } from '@mui/material';
import { Background, Controls, ReactFlow, useReactFlow, type Edge, type FitViewOptions } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../../components/useElementWidth';
import { DepthNode, type DepthNodeType } from './DepthNode';
import { groupElements } from './group-elements';
import { groupViewport, type GraphViewport } from './group-layout';
import { GroupNode, type GroupNodeType } from './GroupNode';
import { HopNode, type HopNodeType } from './HopNode';
import { traceElements } from './trace-elements';
import type { TrailView } from './use-trace-grouping';

type TrailNode = HopNodeType | GroupNodeType | DepthNodeType;
const NODE_TYPES = { hop: HopNode, institution: GroupNode, depth: DepthNode };
/** The whole trail in view at first, a short one at its own size rather than blown up. */
const FIT_HOPS: FitViewOptions = { maxZoom: 1, padding: 0.1 };
// The MIT licence of React Flow lets the attribution link go; the product shows no library's mark.
const PRO_OPTIONS = { hideAttribution: true };

/**
 * The money trail as a graph, left to right from the account that received the contested Pix: a
 * small trail hop by hop, a large one by institution at each depth, each group opened on demand.
 * Read-only (nothing is dragged, joined or selected), zoomed with the controls or a pinch, panned
 * by dragging. The table beside it says the same for screen readers and keyboards.
 */
export function TraceGraph({ trace, view, height }: { trace: readonly regulatory.med.TraceHop[]; view: TrailView; height: number }) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const panel = useRef<HTMLDivElement>(null);
  const panelWidth = useElementWidth(panel);
  const { grouped, grouping, open, toggle } = view;
  const { nodes, edges, size } = useMemo((): { nodes: TrailNode[]; edges: Edge[]; size?: { width: number; height: number } } => grouped
    ? groupElements({ trace, grouping, open, onToggle: toggle, panelWidth }, {
      group: (group, amount) => t('med.trace.groupLabel', { depth: group.depth, institution: group.institution, count: group.accounts, amount }),
      edge: (from, to, amount) => t('med.trace.groupEdgeLabel', { amount, from: from.institution, fromDepth: from.depth, to: to.institution, toDepth: to.depth }),
    })
    : traceElements(trace, {
      node: (hop, institution, amount) => t('med.trace.nodeLabel', { depth: hop.depth, holder: hop.holder_name, institution, amount }),
      edge: (from, to, amount) => t('med.trace.edgeLabel', { amount, from: from.holder_name, to: to.holder_name }),
    }), [grouped, trace, grouping, open, toggle, panelWidth, t]);
  const ariaLabelConfig = useMemo(() => ({
    'controls.ariaLabel': t('med.trace.controls'),
    'controls.zoomIn.ariaLabel': t('med.trace.zoomIn'),
    'controls.zoomOut.ariaLabel': t('med.trace.zoomOut'),
    'controls.fitView.ariaLabel': t('med.trace.fitView'),
  }), [t]);

  return (
    <Box ref={panel} sx={{ height, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }} data-trace-graph data-grouped={grouped}>
      <ReactFlow
        aria-label={t('med.trace.graph')}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        colorMode={palette.mode}
        ariaLabelConfig={ariaLabelConfig}
        proOptions={PRO_OPTIONS}
        // A trail by group is placed by its layout (PlaceView), a small one fitted by the graph.
        fitView={!grouped}
        fitViewOptions={FIT_HOPS}
        minZoom={0.2}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        disableKeyboardA11y
        zoomOnScroll={false}
        zoomOnDoubleClick={false}
        preventScrolling={false}
      >
        <Background />
        <Controls showInteractive={false} orientation="horizontal" />
        {size && <PlaceView viewport={groupViewport(size, { width: panelWidth, height })} />}
      </ReactFlow>
    </Box>
  );
}

/** Puts the view where the layout says, again whenever that changes: the panel resized, a group opened or closed. */
function PlaceView({ viewport: { x, y, zoom } }: { viewport: GraphViewport }) {
  const { setViewport } = useReactFlow();
  useEffect(() => {
    void setViewport({ x, y, zoom });
  }, [setViewport, x, y, zoom]);
  return null;
}
