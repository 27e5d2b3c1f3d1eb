import type { ReactNode } from 'react';
import { Alert, Link, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { BodyOf, DataOf, Endpoint, Permission } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApiQuery } from '../../../api/hooks';
import { SectionCard } from '../SectionCard';
import { StoryGate } from './StoryGate';

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
  /** Shown above the rows: what the list alone does not say (the use of a limit), or what narrows it (a period). */
  summary?: ReactNode;
  /**
   * The permission the list needs, when the section says so to a member without it (the section
   * then asks nothing); without it the caller leaves the section out for such a member.
   */
  permission?: Permission;
}

const SHOWN = 5;

/**
 * One chapter of a customer's story on their detail page: the first rows of a list filtered on
 * them, how many there are, and a link to the whole list with the same filter.
 */
export function StorySection<E extends Endpoint>(props: StorySectionProps<E>) {
  if (!props.permission) return <StoryRows {...props} />;
  return <StoryGate title={props.title} permission={props.permission}><StoryRows {...props} /></StoryGate>;
}

function StoryRows<E extends Endpoint>({ title, endpoint, body, columns, rowKey, empty, seeAll, summary }: StorySectionProps<E>) {
  const { t } = useTranslation();
  const query = useApiQuery(endpoint, { ...(body as object), page: 1, page_size: SHOWN } as BodyOf<E>);
  const data = query.data as { list: RowOf<E>[]; pagination: { total: number; total_capped?: boolean } } | undefined;
  const total = data?.pagination.total ?? 0;
  const seeAllLink = (
    <Link component={RouterLink} to={seeAll.to}>
      {data && total > 0 ? t('story.seeAll', { count: total, total: data.pagination.total_capped ? `${total}+` : String(total), screen: seeAll.screen }) : t('story.open', { screen: seeAll.screen })}
    </Link>
  );

  return (
    <SectionCard title={title} action={seeAllLink} busy={query.isFetching}>
      {summary}
      {query.isError ? (
        <Alert severity="error">{t('story.loadError', { message: query.error.message })}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={72} data-testid="story-loading" />
      ) : data.list.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
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
    </SectionCard>
  );
}
