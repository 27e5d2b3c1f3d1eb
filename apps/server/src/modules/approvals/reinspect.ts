import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/client.js';
import type { Binding } from '../../http/binding.js';
import type { Asking, Inspection } from '../../http/approval-gate.js';
import type { RequestRow } from './requests.js';

export interface Reinspected {
  binding: Binding;
  /** What the call would do now; null when its target is gone or the call would no longer be held. */
  now: Inspection | null;
  /** The target is not as it was when the request was asked. */
  changed: boolean;
}

/** Reads a request's target again, as its gate read it when the maker asked. */
export async function reinspect(db: Database, bindings: readonly Binding[], row: RequestRow, asking: Omit<Asking, 'maker'>): Promise<Reinspected> {
  const binding = bindings.find((b) => b.endpoint.path === row.call);
  const gate = binding?.gates.find((g) => g.action === row.action);
  if (!binding || !gate) throw new Error(`approval request ${row.id} names ${row.call} and ${row.action}, which have no gate`);
  const parsed = binding.endpoint.body.safeParse(row.body);
  const now = parsed.success ? await gate.inspect(db, parsed.data as never, { ...asking, maker: null }) : null;
  return { binding, now, changed: !now || now.target !== row.target || !isDeepStrictEqual(now.guard, row.guard) };
}
