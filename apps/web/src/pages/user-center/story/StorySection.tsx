import { useId, type ReactNode } from 'react';
import { Alert, Card, CardContent, Link, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { BodyOf, DataOf, Endpoint } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApiQuery } from '../../../api/hooks';

interface StoryColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  align?: 'right';
}

/** The rows a list call answers. */
type RowOf<E extends Endpoint> = DataOf<E> extends { list: readonly (infer Row)[] } ? Row : never;

export interface StorySectionProps<E extends Endpoint, Row = RowOf<E>> {
  title: string;
  /** A list call and the body that narrows it to this customer. */
  endpoint: E;
  body: BodyOf<E>;
  columns: readonly StoryColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** What the section says when the customer has none. */
  empty: string;
  /** The full list, filtered on this customer. */
  seeAll: { to: string; screen: string };
  /** Shown above the rows: what the list alone does not say (the use of a limit). */
  summary?: ReactNode;
}

const SHOWN = 5;

/**
 * One chapter of a customer's story on their detail page: the first rows of a list filtered on
 * them, how many there are, and a link to the whole list with the same filter.
 */
export function StorySection<E extends Endpoint>({ title, endpoint, body, columns, rowKey, empty, seeAll, summary }: StorySectionProps<E>) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useApiQuery(endpoint, { ...(body as object), page: 1, page_size: SHOWN } as BodyOf<E>);
  const data = query.data as { list: RowOf<E>[]; pagination: { total: number; total_capped?: boolean } } | undefined;
  const total = data?.pagination.total ?? 0;

  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={query.isPending}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h2" id={headingId}>{title}</Typography>
          <Link component={RouterLink} to={seeAll.to}>
            {data && total > 0 ? t('story.seeAll', { count: total, total: data.pagination.total_capped ? `${total}+` : String(total), screen: seeAll.screen }) : t('story.open', { screen: seeAll.screen })}
          </Link>
        </Stack>
        {summary}
        {query.isError ? (
          <Alert severity="error">{t('story.loadError', { message: query.error.message })}</Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={72} />
        ) : data.list.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>{columns.map((column) => <TableCell key={column.label} align={column.align}>{column.label}</TableCell>)}</TableRow>
              </TableHead>
              <TableBody>
                {data.list.map((row) => (
                  <TableRow key={rowKey(row)}>
                    {columns.map((column) => <TableCell key={column.label} align={column.align}>{column.cell(row)}</TableCell>)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
