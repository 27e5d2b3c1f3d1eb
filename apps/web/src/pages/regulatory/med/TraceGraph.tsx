import { useMemo } from 'react';
import { Box, useTheme } from '@mui/material';
import { Background, Controls, ReactFlow } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { HopNode } from './HopNode';
import { traceElements } from './trace-elements';
import { traceGraphHeight } from './trace-layout';

const NODE_TYPES = { hop: HopNode };
/** The whole trail in view at first, a short one at its own size rather than blown up. */
const FIT_VIEW = { maxZoom: 1, padding: 0.1 };

/**
 * The money trail as a graph, left to right from the account that received the contested Pix:
 * read-only (nothing is dragged, joined or selected), zoomed with the controls or a pinch, panned
 * by dragging. The table beside it says the same for screen readers and keyboards.
 */
export function TraceGraph({ trace }: { trace: readonly regulatory.med.TraceHop[] }) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const { nodes, edges, rows } = useMemo(() => traceElements(trace, {
    node: (hop, institution, amount) => t('med.trace.nodeLabel', { depth: hop.depth, holder: hop.holder_name, institution, amount }),
    edge: (from, to, amount) => t('med.trace.edgeLabel', { amount, from: from.holder_name, to: to.holder_name }),
  }), [trace, t]);
  const ariaLabelConfig = useMemo(() => ({
    'controls.ariaLabel': t('med.trace.controls'),
    'controls.zoomIn.ariaLabel': t('med.trace.zoomIn'),
    'controls.zoomOut.ariaLabel': t('med.trace.zoomOut'),
    'controls.fitView.ariaLabel': t('med.trace.fitView'),
  }), [t]);

  return (
    <Box sx={{ height: traceGraphHeight(rows), border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }} data-trace-graph>
      <ReactFlow
        aria-label={t('med.trace.graph')}
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        colorMode={palette.mode}
        ariaLabelConfig={ariaLabelConfig}
        fitView
        fitViewOptions={FIT_VIEW}
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
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
