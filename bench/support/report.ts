import fs from 'node:fs';
import path from 'node:path';

export interface Summary {
  median: number;
  p95: number;
}

export interface Row {
  name: string;
  api: Summary;
  baseline: Summary;
}

export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

const ms = (value: number) => value.toFixed(1).padStart(7);

/** A Markdown table: each figure next to its same-run baseline and their ratio. */
export function table(heading: string, rows: Row[]): string {
  const lines = [
    `### ${heading}`,
    '',
    '| case | API median ms | API p95 ms | bare query median ms | bare query p95 ms | API / bare (median) |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${ms(r.api.median)} | ${ms(r.api.p95)} | ${ms(r.baseline.median)} | ${ms(r.baseline.p95)} | ${(r.api.median / r.baseline.median).toFixed(2)}x |`),
  ];
  return lines.join('\n');
}

/** Keeps the last run of each benchmark in bench/results/NAME.md, dated, with the machine. */
export async function writeResults(name: string, report: string, machine: string): Promise<void> {
  const folder = path.resolve(import.meta.dirname, '../results');
  fs.mkdirSync(folder, { recursive: true });
  const text = `Run on ${new Date().toISOString()} (${machine}).\n\n${report}\n`;
  fs.writeFileSync(path.join(folder, `${name}.md`), text);
}
