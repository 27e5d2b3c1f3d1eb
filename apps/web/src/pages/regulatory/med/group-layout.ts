import type { DepthGroups, HopGroup } from './trace-groups';

/** A group's box closed, and the rows of its accounts open: no more than SHOWN_ACCOUNTS in sight, the rest scroll within it. */
export const GROUP_NODE = { height: 68, accountRow: 40, shownAccounts: 5 } as const;
/** The heading over each depth's column: its totals. */
export const DEPTH_NODE = { height: 44 } as const;
/** Room round the drawing inside its panel, and under it for the zoom controls. */
export const GRAPH_PADDING = { side: 16, bottom: 52 } as const;
const GAP_X = 48;
const GAP_Y = 12;
const COLUMN = { min: 168, max: 280 } as const;
const PANEL_HEIGHT = { min: 260, max: 640 } as const;
/** What the panel takes for its width until it has been laid out (and in a test's document, which lays nothing out). */
const UNMEASURED_WIDTH = 1000;

export interface GroupPlace {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const groupHeight = (group: HopGroup, open: boolean) =>
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
  return Math.min(PANEL_HEIGHT.max, Math.max(PANEL_HEIGHT.min, tallest + GRAPH_PADDING.side + GRAPH_PADDING.bottom));
}

/**
 * Where each depth's heading and each group go: one column per depth, left to right, as wide as
 * the panel allows (every column in sight at its own size down to a panel of about a thousand
 * pixels), the groups stacked under the heading, the most money first.
 */
export function layoutGroups(depths: readonly DepthGroups[], open: ReadonlySet<string>, panelWidth = UNMEASURED_WIDTH) {
  const columns = Math.max(1, depths.length);
  const fitting = Math.floor((panelWidth - 2 * GRAPH_PADDING.side - (columns - 1) * GAP_X) / columns);
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
  return { headings, groups };
}
