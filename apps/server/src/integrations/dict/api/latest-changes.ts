import type { Message } from '@wallet/dict-api';
import { askDictApi } from './refusals.js';
import type { DictTransport } from './transport.js';

/** A record the DICT changes, as the product keeps it: its id and when it last changed. */
interface Changed { id: string; modifiedAt: Date }

/** Records a page of a listing asks for (the document's most). */
const PAGE = 200;

/**
 * The records of listings read page by page (where a record may be read twice, or changed
 * between two pages): one a record, its latest change, oldest change first.
 */
export function latestOf<Item extends Changed>(records: readonly Item[]): Item[] {
  const byId = new Map<string, Item>();
  for (const record of records) {
    const held = byId.get(record.id);
    if (!held || record.modifiedAt > held.modifiedAt) byId.set(record.id, record);
  }
  return [...byId.values()].sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime());
}

/** One of the DICT's listings: its call, its filters, the list its answer names, and how a listed record is read. */
interface Listing<Item> {
  operationId: string;
  query: Readonly<Record<string, string>>;
  list: string;
  read: (listed: Message) => Item;
}

/**
 * Every record a listing brings, page by page, one a record (its latest change), oldest change
 * first. `ModifiedAfter` takes the moment itself, so each page after the first starts again at its
 * last record, which is read twice; a page that brings no change not read before ends it.
 */
export async function everyPage<Item extends Changed>(dict: DictTransport, { operationId, query, list, read }: Listing<Item>): Promise<Item[]> {
  const records: Item[] = [];
  const seen = new Set<string>();
  let after = query.ModifiedAfter;
  for (;;) {
    const page = await askDictApi(dict, operationId, { query: { ...query, Limit: String(PAGE), ...(after !== undefined && { ModifiedAfter: after }) } });
    const listed = ((page[list] ?? []) as Message[]).map(read);
    const fresh = listed.filter((record) => !seen.has(`${record.id}:${record.modifiedAt.getTime()}`));
    for (const record of listed) seen.add(`${record.id}:${record.modifiedAt.getTime()}`);
    records.push(...listed);
    if (page.HasMoreElements !== true || fresh.length === 0) break;
    after = listed.at(-1)!.modifiedAt.toISOString();
  }
  return latestOf(records);
}
