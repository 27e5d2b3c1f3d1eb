import type { ListColumn, ListRow } from './table/columns';
import { DateTime } from '../DateTime';
import { Money } from '../Money';
import { SignedMoney } from '../SignedMoney';

// The plain columns the lists share: text, money, a change of balance, a time (funds, trades, the
// MED inbox, infractions, APIX reports). The funds lists' endpoints, which they were made for, do
// not sort, so neither do the columns.

type Field<Row> = Extract<keyof Row, string>;

/** How much room a column takes: a least width, and a share of what is left over. */
export interface ColumnWidth {
  minWidth: number;
  flex?: number;
}

export const textColumn = <Row extends ListRow>(field: Field<Row>, headerName: string, width: ColumnWidth = { minWidth: 110 }): ListColumn<Row> => ({
  field, headerName, sortable: false, ...width,
});

export const moneyColumn = <Row extends ListRow>(field: Field<Row>, headerName: string): ListColumn<Row> => ({
  field, headerName, sortable: false, minWidth: 140, align: 'right', headerAlign: 'right',
  renderCell: ({ value }) => <Money centavos={value as number} />,
});

/** A change of balance, with its sign and colour. */
export const deltaColumn = <Row extends ListRow>(field: Field<Row>, headerName: string): ListColumn<Row> => ({
  ...moneyColumn<Row>(field, headerName),
  renderCell: ({ value }) => <SignedMoney centavos={value as number} />,
});

export const timeColumn = <Row extends ListRow>(field: Field<Row>, headerName: string): ListColumn<Row> => ({
  field, headerName, sortable: false, minWidth: 165,
  renderCell: ({ value }) => <DateTime value={value as string | null} />,
});
