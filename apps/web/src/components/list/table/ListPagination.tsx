import { useId } from 'react';
import { IconButton, InputBase, MenuItem, Select, Stack, Typography } from '@mui/material';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../Tooltip';

export interface ListPaginationProps {
  /** The rows on every page together. */
  count: number;
  /** From 1. */
  page: number;
  pageSize: number;
  /** The page sizes a member may choose; one alone shows no choice. */
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize?: (pageSize: number) => void;
  /** Already worded: which rows show ("26–50 of 1,204"); empty while the count is unknown. */
  displayed: (rows: { from: number; to: number }) => string;
}

/**
 * A list's page controls, as MUI's table pagination draws them (rows per page, which rows show, the
 * previous and next page) and named as it names them, in the console's words. MUI's own brings its
 * tooltip and Popper.js into every list's first load for two hints (about 11 KB of gzip); these
 * buttons take the console's tooltip, which loads on the first hover.
 */
export function ListPagination({ count, page, pageSize, pageSizes, onPage, onPageSize, displayed }: ListPaginationProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  const step = (direction: 'previous' | 'next', target: number, disabled: boolean, Icon: typeof KeyboardArrowLeft) => (
    <Tooltip title={t(`listTable.${direction}Page`)} describeChild>
      {/* A disabled button fires no events: the hint hangs on its wrapper, as MUI's does. */}
      <span>
        <IconButton color="inherit" disabled={disabled} aria-label={t(`listTable.${direction}Page`)} onClick={() => onPage(target)}>
          <Icon />
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row" className="list-pagination" sx={{ alignItems: 'center', minHeight: 52, px: 1, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {onPageSize && pageSizes.length > 1 && (
        <>
          <Typography id={labelId} variant="body2">{t('listTable.rowsPerPage')}</Typography>
          <Select
            labelId={labelId}
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            input={<InputBase />}
            // The console's focus ring (theme.ts), which a select without an outline has not.
            sx={(theme) => ({ fontSize: '0.875rem', mr: 2, '& .MuiSelect-select': { py: 0.5 }, '& .MuiSelect-select:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } })}
          >
            {pageSizes.map((size) => <MenuItem key={size} value={size}>{size}</MenuItem>)}
          </Select>
        </>
      )}
      <Typography variant="body2" sx={{ mr: 1 }}>{displayed({ from, to })}</Typography>
      <Stack direction="row">
        {step('previous', page - 1, page <= 1, KeyboardArrowLeft)}
        {step('next', page + 1, page >= pages, KeyboardArrowRight)}
      </Stack>
    </Stack>
  );
}
