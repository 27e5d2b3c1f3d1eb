/** A cell of a grid, by its row and column counted from 1 as `aria-rowindex` and `aria-colindex` count them (row 1 is the header). */
export interface CellPosition {
  row: number;
  col: number;
}

/**
 * The cell a key moves to from `at` in a grid of `rows` rows (the header's included) and `cols`
 * columns, as the ARIA grid pattern moves: arrows by one, Home and End along the row, with Ctrl to
 * the first or last row. Null for any other key, or a move past the edge.
 */
export function cellAfterKey(key: string, ctrl: boolean, at: CellPosition, rows: number, cols: number): CellPosition | null {
  const moves: Record<string, CellPosition> = {
    ArrowUp: { row: at.row - 1, col: at.col },
    ArrowDown: { row: at.row + 1, col: at.col },
    ArrowLeft: { row: at.row, col: at.col - 1 },
    ArrowRight: { row: at.row, col: at.col + 1 },
    Home: ctrl ? { row: 1, col: 1 } : { row: at.row, col: 1 },
    End: ctrl ? { row: rows, col: cols } : { row: at.row, col: cols },
  };
  const next = moves[key];
  if (!next || next.row < 1 || next.row > rows || next.col < 1 || next.col > cols) return null;
  return next.row === at.row && next.col === at.col ? null : next;
}
