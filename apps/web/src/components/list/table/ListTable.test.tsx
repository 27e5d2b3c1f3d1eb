import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import type { ListSort } from '../list-state';
import type { ListColumn } from './columns';
import { ListTable, type ListTableProps, type RowId } from './ListTable';

interface Payment {
  id: number;
  payer: string;
  amount: number;
  kind: 'in' | 'out';
}

const rows: Payment[] = Array.from({ length: 40 }, (_, n) => ({ id: n + 1, payer: `Payer ${n + 1}`, amount: (n + 1) * 100, kind: n % 2 ? 'out' : 'in' }));
const columns: ListColumn<Payment>[] = [
  { field: 'payer', headerName: 'Payer', flex: 1, minWidth: 120 },
  { field: 'amount', headerName: 'Amount', width: 120, align: 'right', valueFormatter: (value: number) => `R$ ${(value / 100).toFixed(2)}` },
  { field: 'kind', headerName: 'Kind', sortable: false, renderCell: ({ row }) => <strong>{row.kind === 'in' ? 'Pay-in' : 'Payout'}</strong> },
  { field: 'doubled', headerName: 'Doubled', hideable: false, valueGetter: (_value, row) => row.amount * 2 },
];

/** The table as a list drives it: its columns, sort and choice kept in state, each change recorded. */
function Harness(props: Partial<ListTableProps<Payment>> & { onSortSeen?: (sort: ListSort | null) => void }) {
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const [sort, setSort] = useState<ListSort | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<RowId>>(new Set());
  return (
    <ListTable<Payment>
      label="Payments"
      rows={rows.slice(0, 5)}
      columns={columns}
      hidden={hidden}
      onHiddenChange={setHidden}
      density="standard"
      rowId={(row) => row.id}
      sort={sort}
      onSort={(next) => { setSort(next); props.onSortSeen?.(next); }}
      loading={false}
      emptyText="Nothing matches these filters"
      page={1}
      pageSize={50}
      total={5}
      totalCapped={false}
      onPage={vi.fn()}
      onPageSize={vi.fn()}
      selection={{
        chosen,
        onChange: (changed, isChosen) => setChosen((before) => {
          const next = new Set(before);
          for (const row of changed) if (isChosen) next.add(row.id); else next.delete(row.id);
          return next;
        }),
      }}
      {...props}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });
const rowOf = (payer: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(payer)) as HTMLElement;

setUpGridScreenTests();

describe('ListTable', () => {
  it('draws each cell from its column: the value, its getter, its formatter or its renderer', () => {
    render(<Harness />);
    const grid = screen.getByRole('grid', { name: 'Payments' });
    expect(grid.getAttribute('aria-rowcount')).toBe('6');
    const first = within(rowOf('Payer 1'));
    expect(first.getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual(['', 'Payer 1', 'R$ 1.00', 'Pay-in', '200']);
    expect(rowOf('Payer 2').querySelector('[data-field="kind"] strong')?.textContent).toBe('Payout');
  });

  it('sorts by a header: ascending, descending, then the list’s own order; a column the server cannot sort offers nothing', () => {
    const seen: (ListSort | null)[] = [];
    render(<Harness onSortSeen={(sort) => seen.push(sort)} />);
    expect(header('Amount').getAttribute('aria-sort')).toBe('none');
    for (let n = 0; n < 3; n++) fireEvent.click(within(header('Amount')).getByRole('button', { name: 'Amount' }));
    expect(seen).toEqual([{ field: 'amount', order: 'asc' }, { field: 'amount', order: 'desc' }, null]);
    expect(within(header('Kind')).queryByRole('button', { name: 'Kind' })).toBeNull();
    expect(header('Kind').getAttribute('aria-sort')).toBeNull();
  });

  it('sorts by a header from the keyboard: Enter on the header cell', () => {
    const seen: (ListSort | null)[] = [];
    render(<Harness onSortSeen={(sort) => seen.push(sort)} />);
    fireEvent.keyDown(header('Payer'), { key: 'Enter' });
    fireEvent.keyDown(header('Kind'), { key: 'Enter' });
    expect(seen).toEqual([{ field: 'payer', order: 'asc' }]);
  });

  it('shows the sort it is given', () => {
    render(<Harness sort={{ field: 'payer', order: 'desc' }} />);
    expect(header('Payer').getAttribute('aria-sort')).toBe('descending');
    expect(header('Amount').getAttribute('aria-sort')).toBe('none');
  });

  it('hides a column from its menu and shows it again from the list of columns; the last one shown stays', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Amount column menu' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hide column' }));
    expect(screen.queryByRole('columnheader', { name: 'Amount' })).toBeNull();
    expect(rowOf('Payer 1').querySelector('[data-field="amount"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Payer column menu' }));
    const menu = screen.getByRole('menu', { name: 'Payer column menu' });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Amount' }).getAttribute('aria-checked')).toBe('false');
    // A column that cannot be hidden is not offered.
    expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Doubled' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Amount' }));
    // The open menu hides the rest of the page from the accessibility tree: the header is looked up in the page.
    expect(document.querySelector('[role="columnheader"][data-field="amount"]')).not.toBeNull();
    fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Kind' }));
    fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Amount' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Payer' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: 'Hide column' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('chooses rows one by one or the whole page from the header', () => {
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    fireEvent.click(within(rowOf('Payer 2')).getByRole('checkbox', { name: 'Select row' }));
    expect(rowOf('Payer 2').getAttribute('aria-selected')).toBe('true');
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(all);
    expect(screen.getAllByRole('row').slice(1).map((row) => row.getAttribute('aria-selected'))).toEqual(['true', 'true', 'true', 'true', 'true']);
    fireEvent.click(all);
    expect(screen.getAllByRole('row').slice(1).every((row) => row.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('moves between cells with the keyboard, one cell taking Tab at a time', () => {
    render(<Harness />);
    const cells = () => screen.getAllByRole('gridcell').concat(screen.getAllByRole('columnheader')).filter((cell) => cell.tabIndex === 0);
    expect(cells()).toEqual([screen.getByRole('columnheader', { name: 'Select all rows' })]);
    fireEvent.keyDown(screen.getByRole('columnheader', { name: 'Select all rows' }), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(header('Payer'));
    fireEvent.keyDown(header('Payer'), { key: 'ArrowDown' });
    const payer1 = rowOf('Payer 1').querySelector('[data-field="payer"]');
    expect(document.activeElement).toBe(payer1);
    fireEvent.keyDown(payer1 as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(rowOf('Payer 1').querySelector('[data-field="doubled"]'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End', ctrlKey: true });
    expect(document.activeElement).toBe(rowOf('Payer 5').querySelector('[data-field="doubled"]'));
    expect(cells()).toEqual([document.activeElement]);
  });

  it('shows skeletons of the final rows’ height while the first rows load, and the empty text once nothing came', () => {
    const { rerender } = render(<Harness rows={[]} loading total={undefined} />);
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(grid.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    expect(screen.queryByText('Nothing matches these filters')).toBeNull();
    rerender(<Harness rows={[]} total={0} />);
    expect(grid.querySelector('.MuiSkeleton-root')).toBeNull();
    expect(screen.getByText('Nothing matches these filters')).toBeTruthy();
  });

  it('draws the rows that come as rows of their own, not as skeletons moved into their place', () => {
    // Row 3's key would be a skeleton's: reused, the skeleton in the fourth place would move to the
    // third with row 3's words, a layout shift.
    const { rerender } = render(<Harness rows={[]} loading total={undefined} />);
    const skeletonRows = new Set(screen.getAllByRole('row').slice(1));
    rerender(<Harness rows={[rows[2]!, rows[0]!, rows[1]!]} total={3} />);
    const drawn = screen.getAllByRole('row').slice(1);
    expect(drawn.map((row) => row.getAttribute('data-id'))).toEqual(['3', '1', '2']);
    expect(drawn.filter((row) => skeletonRows.has(row))).toEqual([]);
  });

  describe('in a box of known height', () => {
    afterEach(() => {
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    });

    it('draws only the rows in view and a few more, and the others as it scrolls', () => {
      render(<Harness rows={rows} total={rows.length} />);
      const drawn = () => screen.getAllByRole('row').slice(1).map((row) => Number(row.getAttribute('aria-rowindex')) - 1);
      // Unmeasured, the box is taken to be as tall as the window (jsdom's is 768 px): 15 rows of 52, and 6 more.
      expect(drawn()).toEqual(Array.from({ length: 21 }, (_, n) => n + 1));
      // jsdom lays nothing out: the box says it is 520 px tall, ten rows of 52.
      Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get() { return this.classList.contains('list-table-box') ? 520 : 0; } });
      const box = screen.getByRole('grid');
      box.scrollTop = 52 * 20;
      fireEvent.scroll(box);
      // Rows 21 to 30 in view, with 6 more either side.
      expect(drawn()).toEqual(Array.from({ length: 22 }, (_, n) => n + 15));
      // The rows not drawn keep their room: the scroll height stays that of every row.
      const body = box.querySelectorAll('[role="rowgroup"]')[1] as HTMLElement;
      expect(parseFloat(body.style.paddingTop) + drawn().length * 52 + parseFloat(body.style.paddingBottom)).toBe(rows.length * 52);
    });
  });
});
