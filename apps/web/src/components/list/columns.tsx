import type { ReactNode } from 'react';
import type { ListColumn, ListRow } from './table/columns';
import { DateTime } from '../DateTime';
import { MemberName } from '../MemberName';
import { Money } from '../Money';
import { SignedMoney } from '../SignedMoney';

// The plain columns the lists share: text, names, ids, money, a change of balance, a time (funds,
// trades, the MED inbox, infractions, APIX reports). The funds lists' endpoints, which they were
// made for, do not sort, so neither do the columns.

type Field<Row> = Extract<keyof Row, string>;

/** How much room a column takes: a least width, and a share of what is left over. */
export interface ColumnWidth {
  minWidth: number;
  flex?: number;
}

/** How much a list needs a column: whether it folds first in a narrow window, whether it starts hidden. */
export type ColumnStanding = Pick<ListColumn, 'priority' | 'optional'>;

export const textColumn = <Row extends ListRow>(field: Field<Row>, headerName: string, width: ColumnWidth = { minWidth: 110 }, standing: ColumnStanding = {}): ListColumn<Row> => ({
  field, headerName, sortable: false, ...width, ...standing,
});

/** Free text that may end in an ellipsis, the whole of it on hover. */
export function CutText({ text }: { text: string | null | undefined }) {
  return <span className="list-table-text" title={text ?? undefined}>{text ?? ''}</span>;
}

/** A name or other free text: it takes the room left, and shows whole on hover when cut. */
export const nameColumn = <Row extends ListRow>(field: Field<Row>, headerName: string, standing: ColumnStanding = {}): ListColumn<Row> => ({
  ...textColumn<Row>(field, headerName, { minWidth: 120, flex: 1 }, standing),
  renderCell: ({ value }) => <CutText text={value as string | null} />,
});

/** A short id that must show whole (a trade's number, a document): in figures of one width. */
export function ShortId({ children }: { children: ReactNode }) {
  return <span className="list-table-id">{children}</span>;
}

/** An id too long for one line (an end-to-end id, a protocol): in two lines of figures of one width. */
export function LongId({ value }: { value: string | null | undefined }) {
  return <span className="list-table-long-id">{value ?? '—'}</span>;
}

export const longIdColumn = <Row extends ListRow>(field: Field<Row>, headerName: string, standing: ColumnStanding = {}): ListColumn<Row> => ({
  ...textColumn<Row>(field, headerName, { minWidth: 170 }, standing),
  renderCell: ({ value }) => <LongId value={value as string | null} />,
});

/** Two lines in one cell: the first as it reads, the second smaller and quieter. */
export function TwoLines({ first, second, title }: { first: ReactNode; second: ReactNode; title?: string }) {
  return (
    <span className="list-table-lines" title={title}>
      <span>{first}</span>
      <span className="list-table-second">{second}</span>
    </span>
  );
}

export const moneyColumn = <Row extends ListRow>(field: Field<Row>, headerName: string, standing: ColumnStanding = { priority: 1 }): ListColumn<Row> => ({
  field, headerName, sortable: false, minWidth: 120, align: 'right', headerAlign: 'right', ...standing,
  renderCell: ({ value }) => <Money centavos={value as number} />,
});

/** A change of balance, with its sign and colour. */
export const deltaColumn = <Row extends ListRow>(field: Field<Row>, headerName: string, standing?: ColumnStanding): ListColumn<Row> => ({
  ...moneyColumn<Row>(field, headerName, standing),
  renderCell: ({ value }) => <SignedMoney centavos={value as number} />,
});

/** A time: its day above its time of day. */
export const timeColumn = <Row extends ListRow>(field: Field<Row>, headerName: string, standing: ColumnStanding = {}): ListColumn<Row> => ({
  field, headerName, sortable: false, minWidth: 108, ...standing,
  renderCell: ({ value }) => <DateTime value={value as string | null} stacked />,
});

/** The account's owner above the account's number: whose money, and where. */
export const holderColumn = <Row extends ListRow & { owner_name: string | null; account_number: string }>(headerName: string, standing: ColumnStanding = {}): ListColumn<Row> => ({
  field: 'owner_name', headerName, sortable: false, minWidth: 150, flex: 1, ...standing,
  renderCell: ({ row }) => <TwoLines first={row.owner_name ?? '—'} second={<span className="list-table-id">{row.account_number}</span>} title={`${row.owner_name ?? ''} ${row.account_number}`} />,
});

/** A member's name (who froze, who reviewed): short, cut with an ellipsis when it is not. */
export const memberColumn = <Row extends ListRow>(field: Field<Row>, headerName: string, standing: ColumnStanding = {}): ListColumn<Row> => ({
  ...textColumn<Row>(field, headerName, { minWidth: 110 }, standing),
  renderCell: ({ value }) => <span className="list-table-text"><MemberName username={value as string | null} /></span>,
});
