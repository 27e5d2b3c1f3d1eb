import { Amount, type Endpoint } from '@wallet/contracts';
import type { z } from '@wallet/contracts';

/**
 * What a column of an exported list holds, read from the list's answer schema, so that each file
 * format writes it as what it is: money as money, times as times, documents as text.
 */
type ColumnKind = 'money' | 'instant' | 'day' | 'number' | 'boolean' | 'text' | 'texts';

export interface ExportColumn {
  /** The field's path in a row: `amount`, or `payer.name` for a field of a nested object. */
  path: readonly string[];
  kind: ColumnKind;
}

export const columnName = (column: ExportColumn) => column.path.join('.');

type Definition = { type: string; format?: string; innerType?: z.ZodMiniType; element?: z.ZodMiniType; shape?: Record<string, z.ZodMiniType>; in?: z.ZodMiniType };
const definitionOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** The schema under `.nullable()`, `.optional()`, `.default()` and pipes. */
function bare(schema: z.ZodMiniType): z.ZodMiniType {
  const def = definitionOf(schema);
  if (def.innerType && ['nullable', 'optional', 'default', 'readonly', 'catch'].includes(def.type)) return bare(def.innerType);
  if (def.type === 'pipe' && def.in) return bare(def.in);
  return schema;
}

function scalarKind(schema: z.ZodMiniType): ColumnKind | undefined {
  if (schema === Amount) return 'money';
  const def = definitionOf(schema);
  switch (def.type) {
    case 'string': return def.format === 'datetime' ? 'instant' : def.format === 'date' ? 'day' : 'text';
    case 'number': return 'number';
    case 'boolean': return 'boolean';
    case 'enum': case 'literal': return 'text';
    default: return undefined;
  }
}

/**
 * The columns of a row schema, in its fields' order. A nested object's fields become columns of
 * their own (`payer.name`); a list of plain values is one column; anything deeper (a row's
 * history, a map) is left to the record's own page.
 */
export function columnsOf(row: z.ZodMiniType, prefix: readonly string[] = []): ExportColumn[] {
  const def = definitionOf(bare(row));
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([field, schema]): ExportColumn[] => {
    const path = [...prefix, field];
    const inner = bare(schema);
    const kind = scalarKind(inner);
    if (kind) return [{ path, kind }];
    const innerDef = definitionOf(inner);
    if (innerDef.type === 'object' && prefix.length === 0) return columnsOf(inner, path);
    if (innerDef.type === 'array' && innerDef.element && scalarKind(bare(innerDef.element))) return [{ path, kind: 'texts' }];
    return [];
  });
}

/** The rows' schema of a list call: the items of its answer's `list`. */
export function rowSchemaOf(list: Endpoint): z.ZodMiniType {
  const shape = definitionOf(bare(list.data)).shape;
  const element = shape?.list && definitionOf(bare(shape.list)).element;
  if (!element) throw new Error(`${list.path} answers no list of rows`);
  return element;
}

/** A row's value at a column's path; undefined and null both read as nothing. */
export function valueAt(row: unknown, column: ExportColumn): unknown {
  let value: unknown = row;
  for (const key of column.path) value = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[key];
  return value ?? null;
}
