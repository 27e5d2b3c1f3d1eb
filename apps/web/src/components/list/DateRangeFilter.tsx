import { Suspense } from 'react';
import { Box, FormHelperText, Skeleton, Stack } from '@mui/material';
import type { DateRangePickerProps } from '../DateRangePicker';
import { DAY_FIELD_SIZE } from '../day-field-size';
import { lazyNamed } from '../lazy-named';

// The date pickers are a quarter of a list's code, and most lists have no date filter: they load
// with the first list that shows one, beside its rows rather than before them.
const DateRangePicker = lazyNamed(() => import('../DateRangePicker'), 'DateRangePicker');


/** The date range fields of a list's filters, drawn as two field-sized placeholders until their code is in. */
export function DateRangeFilter(props: DateRangePickerProps) {
  return (
    <Suspense fallback={<FieldsLoading hint={props.hint} />}>
      <DateRangePicker {...props} />
    </Suspense>
  );
}

function FieldsLoading({ hint }: { hint: string | undefined }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }} aria-hidden>
      <Box>
        <Skeleton variant="rounded" sx={DAY_FIELD_SIZE} />
        {hint && <FormHelperText sx={{ mx: 1.75 }}>{hint}</FormHelperText>}
      </Box>
      <Skeleton variant="rounded" sx={DAY_FIELD_SIZE} />
    </Stack>
  );
}
