import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One line of the results: a figure next to its baseline measured in the same run, and its goal. */
export interface Result {
  section: string;
  figure: string;
  value: string;
  baseline: string;
  /** value / baseline, as the goal reads it ("1.12x"), or "" where there is no ratio. */
  ratio: string;
  goal: string;
  /** Whether the goal is met; undefined where the figure has no goal. */
  met?: boolean;
}

export interface Summary {
  median: number;
  p95: number;
}

const ascending = (samples: readonly number[]) => [...samples].sort((a, b) => a - b);

/** In samples sorted ascending, the one below which the share `q` of them lie (at or above it, by one sample at most). */
const at = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export const percentile = (samples: readonly number[], q: number): number => at(ascending(samples), q);

export function summarise(samples: readonly number[]): Summary {
  const sorted = ascending(samples);
  return { median: at(sorted, 0.5), p95: at(sorted, 0.95) };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const times = (ratio: number) => `${ratio.toFixed(2)}x`;

function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
}

/** The results as one Markdown table, a row a figure. */
function resultsTable(results: readonly Result[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  return [
    '| section | figure | measured | baseline (same run) | ratio | goal | met |',
    '|---|---|---:|---:|---:|---|---|',
    ...results.map((r) => `| ${[r.section, r.figure, r.value, r.baseline, r.ratio, r.goal, r.met === undefined ? '—' : r.met ? 'met' : '**not met**'].map(cell).join(' | ')} |`),
  ].join('\n');
}

/** Writes bench/FILE: the date, the machine, what was measured, the table and the notes. */
export function writeResults(input: { file: string; mode: string; dataSet: string; results: readonly Result[]; notes: readonly string[] }): string {
  const text = [
    '# Benchmark results',
    '',
    `Run on ${new Date().toISOString()}, ${machine()}. Mode: ${input.mode}. ${input.dataSet}`,
    '',
    'Every figure stands next to a baseline measured in the same run, on the same machine: the machines are shared and noisy, so ratios mean more than milliseconds. Rerun with `npm run bench`.',
    '',
    resultsTable(input.results),
    '',
    ...input.notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
  fs.writeFileSync(path.resolve(import.meta.dirname, '..', input.file), text);
  return text;
}
