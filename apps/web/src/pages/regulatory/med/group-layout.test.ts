import { describe, expect, it } from 'vitest';
import { muleChain } from '../../../test-support/mule-chain';
import { groupGraphHeight, groupViewport, layoutGroups } from './group-layout';
import { groupTrace } from './trace-groups';

const { depths } = groupTrace(muleChain(100));
const CLOSED = new Set<string>();

describe('the layout of a trail by group', () => {
  it('puts each depth in a column under its heading and stacks its groups without overlap', () => {
    const { headings, groups } = layoutGroups(depths, CLOSED, 1068);
    expect([...headings.values()].map((place) => place.x)).toEqual([...headings.values()].map((place) => place.x).sort((a, b) => a - b));
    for (const depth of depths) {
      const column = depth.groups.map((group) => groups.get(group.key)!);
      expect(column.every((place) => place.x === headings.get(depth.depth)!.x && place.y >= headings.get(depth.depth)!.height)).toBe(true);
      column.slice(1).forEach((place, i) => expect(place.y).toBeGreaterThanOrEqual(column[i]!.y + column[i]!.height));
    }
  });

  it('opens a 100-account chain at its own size in a laptop\'s panel, and never below a readable zoom in a narrow one', () => {
    const height = groupGraphHeight(depths, CLOSED);
    expect(height).toBeLessThanOrEqual(680);
    const wide = layoutGroups(depths, CLOSED, 1068).size;
    const view = groupViewport(wide, { width: 1068, height });
    expect(view.zoom).toBe(1);
    expect(view.x + wide.width * view.zoom).toBeLessThanOrEqual(1068);
    expect(view.y + wide.height * view.zoom).toBeLessThanOrEqual(height);
    expect(groupViewport(layoutGroups(depths, CLOSED, 600).size, { width: 600, height }).zoom).toBe(0.85);
  });

  it('grows a group by the accounts it shows when open, five at most', () => {
    const group = depths.find((depth) => depth.depth === 5)!.groups[0]!;
    const open = new Set([group.key]);
    const closed = layoutGroups(depths, CLOSED).groups.get(group.key)!.height;
    expect(layoutGroups(depths, open).groups.get(group.key)!.height - closed).toBe(Math.min(group.hops.length, 5) * 40 + 8);
    expect(groupGraphHeight(depths, open)).toBeGreaterThan(groupGraphHeight(depths, CLOSED));
  });
});
