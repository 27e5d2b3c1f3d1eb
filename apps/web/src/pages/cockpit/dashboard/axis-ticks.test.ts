import { describe, expect, it } from 'vitest';
import { axisTicks } from './axis-ticks';

describe('axisTicks', () => {
  it('cuts the axis into round steps that reach the highest bar', () => {
    expect(axisTicks(90)).toEqual([0, 50, 100]);
    expect(axisTicks(250)).toEqual([0, 100, 200, 300]);
    expect(axisTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(1)).toEqual([0, 1]);
  });

  it('draws an axis with nothing on it from 0 to 1', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});
