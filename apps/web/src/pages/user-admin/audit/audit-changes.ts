/** One field of an audited record, as it was before and after the change. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as one line: text as it is, anything else as JSON; nothing recorded is "". */
function fieldText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Before and after, field by field, when each side is a record (or nothing, as for a creation);
 * null when either side is something else, to be shown whole instead.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] | null {
  const sides = [before, after];
  if (!sides.every((side) => side === null || side === undefined || isRecord(side))) return null;
  const [from, to] = sides.map((side) => (isRecord(side) ? side : {})) as [Record<string, unknown>, Record<string, unknown>];
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.map((field) => {
    const was = fieldText(from[field]);
    const is = fieldText(to[field]);
    return { field, before: was, after: is, changed: was !== is };
  });
}

/** A value pretty-printed for a monospace block. */
export const prettyJson = (value: unknown) => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2));
