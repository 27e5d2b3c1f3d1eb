import { useCallback, useMemo, useState } from 'react';
import type { regulatory } from '@wallet/contracts';
import { GROUPED_ABOVE, groupTrace, toggleGroup, type TraceGrouping } from './trace-groups';

export interface TrailView {
  /** The trail is shown by group (a large one); otherwise hop by hop. */
  grouped: boolean;
  grouping: TraceGrouping;
  /** The groups whose accounts are shown. */
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
}

/** How the case page shows a money trail, shared by its graph and its table: a large trail by group, every group closed at first. */
export function useTrailView(trace: readonly regulatory.med.TraceHop[]): TrailView {
  const grouping = useMemo(() => groupTrace(trace), [trace]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((key: string) => setOpen((shown) => toggleGroup(shown, key)), []);
  return { grouped: trace.length > GROUPED_ABOVE, grouping, open, toggle };
}
