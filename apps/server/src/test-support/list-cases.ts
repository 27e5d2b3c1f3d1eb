import type { Endpoint } from '@wallet/contracts';
import { z } from '@wallet/contracts';
import { calendarDay } from '../db/list-filters.js';
import { productBindings } from '../product-bindings.js';
import type { Binding } from '../http/binding.js';

/** One way of asking a list: its first page with the default filters, or with one filter set. */
export interface ListCase {
  name: string;
  binding: Binding;
  body: Record<string, unknown>;
}

/** Body fields that page or order a list rather than filter it. */
const NOT_FILTERS = new Set(['page', 'page_size', 'sort_by', 'sort_order', 'time_zone']);

/** The lists: calls that read, answering a page of rows with its pagination. */
const listBindings = (): Binding[] =>
  productBindings.filter(({ endpoint }) => !endpoint.mutation && endpoint.data instanceof z.ZodMiniObject && 'pagination' in endpoint.data.shape);

/** Values a filter is tried with, in turn; the first its schema takes is the case's. */
function candidates(now: Date): unknown[] {
  // A text no row has: a rare one is what an index is for (a common word is read faster whole).
  return ['xyzzy', calendarDay(now), 1, true];
}

/** The values of an option list, or of a filter's options besides "All" (none for other filters). */
function optionsOf(schema: z.ZodMiniType): string[] {
  if (schema instanceof z.ZodMiniDefault || schema instanceof z.ZodMiniOptional) return optionsOf(schema.def.innerType as z.ZodMiniType);
  if (schema instanceof z.ZodMiniEnum) return schema.options as string[];
  if (schema instanceof z.ZodMiniUnion) return (schema.def.options as z.ZodMiniType[]).flatMap(optionsOf);
  return [];
}

/**
 * Every list's first page with its default filters, and with each of its filters set alone (an
 * option filter with each of its options in turn: the value few rows have is the one that needs an
 * index; a text, day, number or flag with the first sample its schema accepts): the cases the plan
 * test and the bench ask.
 */
export function listCases(now: Date): ListCase[] {
  const cases: ListCase[] = [];
  for (const binding of listBindings()) {
    const endpoint: Endpoint = binding.endpoint;
    const name = endpoint.path.replace(/^\/api\/v1\//, '');
    if (!endpoint.body.safeParse({}).success) continue;
    cases.push({ name: `${name}: first page`, binding, body: {} });
    const shape = endpoint.body instanceof z.ZodMiniObject ? (endpoint.body.shape as Record<string, z.ZodMiniType>) : {};
    for (const [field, schema] of Object.entries(shape)) {
      if (NOT_FILTERS.has(field)) continue;
      const accepted = (value: unknown) => endpoint.body.safeParse({ [field]: value }).success;
      const options = optionsOf(schema).filter(accepted);
      const values = options.length > 0 ? options : candidates(now).filter(accepted).slice(0, 1);
      for (const value of values) cases.push({ name: `${name}: ${field} = ${JSON.stringify(value)}`, binding, body: { [field]: value } });
    }
  }
  return cases;
}
