/** A record the DICT changes, as the product keeps it: its id and when it last changed. */
interface Changed { id: string; modifiedAt: Date }

/**
 * The records of listings read page by page (where a record may be read twice, or changed
 * between two pages): one a record, its latest change, oldest change first.
 */
export function latestOf<Record extends Changed>(records: readonly Record[]): Record[] {
  const byId = new Map<string, Record>();
  for (const record of records) {
    const held = byId.get(record.id);
    if (!held || record.modifiedAt > held.modifiedAt) byId.set(record.id, record);
  }
  return [...byId.values()].sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime());
}
