/** The records of a CSV text (LF or CRLF lines), read by a small reader independent of the writer. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { record.push(field); field = ''; } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      record.push(field); records.push(record); record = []; field = ''; if (c === '\r') i++;
    } else field += c;
  }
  return records;
}
