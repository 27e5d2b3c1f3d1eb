import { Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@mui/material';
import { lazyNamed } from '../../lazy-named';

// The button queues exports through the contracts' export call, whose table names every list's
// schemas: it loads beside the list, in a blank of its size, rather than before it.
const ExportButton = lazyNamed(() => import('./ExportButton'), 'ExportButton');

/** The size of the small Export button group, so the title's row does not move when it arrives. */
const BUTTON_SIZE = { width: 128, height: 32 };

export function LazyExportButton(props: ComponentProps<typeof ExportButton>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" sx={BUTTON_SIZE} />}>
      <ExportButton {...props} />
    </Suspense>
  );
}
