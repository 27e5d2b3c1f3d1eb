import { Suspense } from 'react';
import { lazyNamed } from '../lazy-named';
import type { BulkConfirmationProps } from './BulkConfirmation';

// The confirmation is a form, whose library a list needs only once chosen rows are acted on: it loads when first opened.
const BulkConfirmation = lazyNamed(() => import('./BulkConfirmation'), 'BulkConfirmation');

/** A bulk action's one confirmation and its outcome (`BulkConfirmation`), loaded when first drawn. */
export function BulkDialog(props: BulkConfirmationProps) {
  return (
    <Suspense fallback={null}>
      <BulkConfirmation {...props} />
    </Suspense>
  );
}
