import { describe, expect, it } from 'vitest';
import { cellAfterKey } from './grid-keys';

describe('cellAfterKey', () => {
  const at = { row: 2, col: 2 };
  it('moves one cell with the arrows', () => {
    expect(cellAfterKey('ArrowUp', false, at, 5, 4)).toEqual({ row: 1, col: 2 });
    expect(cellAfterKey('ArrowDown', false, at, 5, 4)).toEqual({ row: 3, col: 2 });
    expect(cellAfterKey('ArrowLeft', false, at, 5, 4)).toEqual({ row: 2, col: 1 });
    expect(cellAfterKey('ArrowRight', false, at, 5, 4)).toEqual({ row: 2, col: 3 });
  });

  it('goes along the row with Home and End, and to the corners with Ctrl', () => {
    expect(cellAfterKey('Home', false, at, 5, 4)).toEqual({ row: 2, col: 1 });
    expect(cellAfterKey('End', false, at, 5, 4)).toEqual({ row: 2, col: 4 });
    expect(cellAfterKey('Home', true, at, 5, 4)).toEqual({ row: 1, col: 1 });
    expect(cellAfterKey('End', true, at, 5, 4)).toEqual({ row: 5, col: 4 });
  });

  it('stops at the edges and ignores other keys', () => {
    expect(cellAfterKey('ArrowUp', false, { row: 1, col: 1 }, 5, 4)).toBeNull();
    expect(cellAfterKey('ArrowLeft', false, { row: 3, col: 1 }, 5, 4)).toBeNull();
    expect(cellAfterKey('ArrowDown', false, { row: 5, col: 4 }, 5, 4)).toBeNull();
    expect(cellAfterKey('ArrowRight', false, { row: 5, col: 4 }, 5, 4)).toBeNull();
    expect(cellAfterKey('End', false, { row: 2, col: 4 }, 5, 4)).toBeNull();
    expect(cellAfterKey('Enter', false, at, 5, 4)).toBeNull();
  });
});
