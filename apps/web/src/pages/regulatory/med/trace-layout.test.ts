import { describe, expect, it } from 'vitest';
import { sampleTrace, traceHop } from './med-test-kit';
import { layoutTrace } from './trace-layout';

describe('the layout of a money trail', () => {
  it('puts each depth in its own column, left to right, and a parent level with the middle of its children', () => {
    const { places, rows } = layoutTrace(sampleTrace());
    const at = (id: number) => places.get(id)!;
    expect([1, 2, 3, 4].map((id) => at(id).x)).toEqual([0, at(2).x, at(2).x, at(4).x]);
    expect(at(1).x).toBeLessThan(at(2).x);
    expect(at(2).x).toBeLessThan(at(4).x);
    // The Itaú mule (and its child) first, as its money left first; our customer below.
    expect(at(2).y).toBe(at(4).y);
    expect(at(3).y).toBeGreaterThan(at(2).y);
    expect(at(1).y).toBe((at(2).y + at(3).y) / 2);
    expect(rows).toBe(2);
  });

  it('still places a hop whose parent is not in the trail, or a loop of parents', () => {
    const orphan = traceHop({ id: 9, parent_id: 99, depth: 3 });
    const loop = [traceHop({ id: 20, parent_id: 21, depth: 2 }), traceHop({ id: 21, parent_id: 20, depth: 3 })];
    const { places } = layoutTrace([...sampleTrace(), orphan, ...loop]);
    expect([...places.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 9, 20, 21]);
  });
});
