const MAX_ID = 2_147_483_647;

/** A row id from the query string (`?id=`), or null when it is missing or not one the API accepts. */
export function parseId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && id <= MAX_ID ? id : null;
}
