import type { regulatory } from '@wallet/contracts';

type TraceHop = regulatory.med.TraceHop;

/** The size of one hop's node in the graph, and the room between columns and rows. */
export const HOP_NODE = { width: 240, height: 150 } as const;
const COLUMN = HOP_NODE.width + 90;
const ROW = HOP_NODE.height + 30;

/** The graph's height: room for the trail's rows, within what a page can spare. */
export const traceGraphHeight = (rows: number) => Math.min(560, Math.max(260, rows * ROW + 60));

export interface HopPlace {
  x: number;
  y: number;
}

/** The hops sent each hop's money, by parent (`null`: the roots), in the order the money left. */
function childrenByParent(trace: readonly TraceHop[]): Map<number | null, TraceHop[]> {
  const known = new Set(trace.map((hop) => hop.id));
  const children = new Map<number | null, TraceHop[]>();
  const ordered = [...trace].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  for (const hop of ordered) {
    // A hop whose parent is not in the trail is drawn as a root rather than lost.
    const parent = hop.parent_id !== null && known.has(hop.parent_id) ? hop.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), hop]);
  }
  return children;
}

/**
 * Where each hop's node goes: one column per depth, left to right from the contested Pix's
 * receiver (depth 1); within its column a hop without outflows takes the next free row and a hop
 * with some sits level with the middle of its children, so the lines of one parent fan out.
 */
export function layoutTrace(trace: readonly TraceHop[]): { places: Map<number, HopPlace>; rows: number } {
  const children = childrenByParent(trace);
  const places = new Map<number, HopPlace>();
  let nextRow = 0;
  const place = (hop: TraceHop): number => {
    places.set(hop.id, { x: (hop.depth - 1) * COLUMN, y: 0 });
    const rows = (children.get(hop.id) ?? []).filter((child) => !places.has(child.id)).map(place);
    const row = rows.length === 0 ? nextRow++ : (rows[0]! + rows[rows.length - 1]!) / 2;
    places.set(hop.id, { x: (hop.depth - 1) * COLUMN, y: row * ROW });
    return row;
  };
  for (const root of children.get(null) ?? []) place(root);
  // A malformed trail (a loop of parents) still shows every hop.
  for (const hop of trace) if (!places.has(hop.id)) place(hop);
  return { places, rows: nextRow };
}
