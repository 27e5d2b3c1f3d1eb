import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

export interface SimpleTableHeader {
  label: string;
  /** Amounts: right-aligned. */
  numeric?: boolean;
}

/** A small table of a detail page: its headers, then the rows the page gives. */
export function SimpleTable({ headers, label, children }: { headers: readonly SimpleTableHeader[]; label?: string; children: ReactNode }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map(({ label: header, numeric }) => (
              <TableCell key={header} align={numeric ? 'right' : 'left'}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
