import type { DepthGroups, HopGroup } from './trace-groups';

/** A group's box closed, and the rows of its accounts open: no more than SHOWN_ACCOUNTS in sight, the rest scroll within it. */
export const GROUP_NODE = { height: 78, accountRow: 40, shownAccounts: 5 } as const;
/** The heading over each depth's column: its totals. */
const DEPTH_NODE = { height: 48 } as const;
/** Room round the drawing inside its panel, and under it for the zoom controls. */
const PADDING = { side: 16, bottom: 48 } as const;
const GAP_X = 32;
const GAP_Y = 8;
const COLUMN = { min: 140, max: 280 } as const;
const PANEL_HEIGHT = { min: 260, max: 680 } as const;
/** The least zoom a trail opens with: its smallest words (12 px) stay above 10 px. */
const READABLE_ZOOM = 0.85;
/** What the panel takes for its width until it has been laid out (and in a test's document, which lays nothing out). */
const UNMEASURED_WIDTH = 1000;

export interface GroupPlace {
  x: number;
  y: number;
  width: number;
  height: number;
}

const groupHeight = (group: HopGroup, open: boolean) =>
  GROUP_NODE.height + (open ? Math.min(group.hops.length, GROUP_NODE.shownAccounts) * GROUP_NODE.accountRow + 8 : 0);

const columnHeight = (depth: DepthGroups, open: ReadonlySet<string>) =>
  DEPTH_NODE.height + depth.groups.reduce((sum, group) => sum + GAP_Y + groupHeight(group, open.has(group.key)), 0);

/**
 * The panel's height for a trail by group: its tallest column and the room round it, at its own
 * size while it fits a page, the larger ones scaled down to fit. It does not depend on the panel's
 * width, so the blank shown while the graph's code loads has the graph's height.
 */
export function groupGraphHeight(depths: readonly DepthGroups[], open: ReadonlySet<string>): number {
  const tallest = Math.max(0, ...depths.map((depth) => columnHeight(depth, open)));
  return Math.min(PANEL_HEIGHT.max, Math.max(PANEL_HEIGHT.min, tallest + PADDING.side + PADDING.bottom));
}

/**
 * Where each depth's heading and each group go: one column per depth, left to right, as wide as
 * the panel allows (every column in sight at its own size down to a panel of about a thousand
 * pixels), the groups stacked under the heading, the most money first.
 */
export function layoutGroups(depths: readonly DepthGroups[], open: ReadonlySet<string>, panelWidth = UNMEASURED_WIDTH) {
  const columns = Math.max(1, depths.length);
  const fitting = Math.floor((panelWidth - 2 * PADDING.side - (columns - 1) * GAP_X) / columns);
  const width = Math.min(COLUMN.max, Math.max(COLUMN.min, fitting));
  const headings = new Map<number, GroupPlace>();
  const groups = new Map<string, GroupPlace>();
  depths.forEach((depth, column) => {
    const x = column * (width + GAP_X);
    headings.set(depth.depth, { x, y: 0, width, height: DEPTH_NODE.height });
    let y = DEPTH_NODE.height + GAP_Y;
    for (const group of depth.groups) {
      const height = groupHeight(group, open.has(group.key));
      groups.set(group.key, { x, y, width, height });
      y += height + GAP_Y;
    }
  });
  const size = { width: columns * width + (columns - 1) * GAP_X, height: Math.max(0, ...depths.map((depth) => columnHeight(depth, open))) };
  return { headings, groups, size };
}

export interface GraphViewport {
  x: number;
  y: number;
  zoom: number;
}

/**
 * Where the panel looks at a trail by group: all of it at its own size when it fits, scaled down
 * to fit when it does not, but never below a readable zoom; then centred across, its headings at
 * the top (what is left below is panned to), the zoom controls' strip kept clear under it.
 */
export function groupViewport(size: { width: number; height: number }, panel: { width?: number; height: number }): GraphViewport {
  const width = panel.width ?? UNMEASURED_WIDTH;
  const room = { width: width - 2 * PADDING.side, height: panel.height - PADDING.side - PADDING.bottom };
  const zoom = Math.min(1, Math.max(READABLE_ZOOM, Math.min(room.width / size.width, room.height / size.height)));
  return { x: Math.max(PADDING.side, (width - size.width * zoom) / 2), y: PADDING.side, zoom };
}
