import type { Participant } from './queries.js';

/**
 * Reads the central bank's participants CSV (comma or semicolon separated, quoted or not, with
 * a header naming the ISPB column and a name column such as Nome_Reduzido, Nome or name).
 * Rows without an 8-digit ISPB are reported, not guessed.
 */
export function parseParticipantsCsv(text: string): { participants: Participant[]; rejected: string[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line.trim() !== '');
  const headerLine = lines.shift();
  if (!headerLine) throw new Error('The file is empty');
  const delimiter = headerLine.split(';').length > headerLine.split(',').length ? ';' : ',';
  const header = splitCsvLine(headerLine, delimiter).map((h) => normalise(h));
  const ispbColumn = header.findIndex((h) => h === 'ispb');
  const nameColumn = ['nome_reduzido', 'nome reduzido', 'nome', 'name', 'nome_extenso']
    .map((name) => header.indexOf(name))
    .find((i) => i >= 0);
  if (ispbColumn < 0 || nameColumn === undefined) {
    throw new Error('The header must name an ISPB column and a name column (Nome_Reduzido, Nome or name)');
  }
  const participants: Participant[] = [];
  const rejected: string[] = [];
  for (const line of lines) {
    const cells = splitCsvLine(line, delimiter);
    const ispb = (cells[ispbColumn] ?? '').trim().padStart(8, '0');
    const name = (cells[nameColumn] ?? '').trim();
    if (/^\d{8}$/.test(ispb) && name) participants.push({ ispb, name });
    else rejected.push(line);
  }
  return { participants, rejected };
}

const normalise = (header: string) =>
  header.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
