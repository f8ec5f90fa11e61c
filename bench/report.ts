import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { ComparedFigure } from './compare-stats';

export type Verdict = 'pass' | 'fail' | 'n/a' | 'info';

export interface Row {
  id: string;
  metric: string;
  /** The measured number in `unit`, or null when the row could not be measured. */
  value: number | null;
  unit: string;
  display: string;
  target: string;
  verdict: Verdict;
  note?: string;
}

export interface Target {
  /** The value must stay at or below (`max`) or strictly below (`below`) the limit. */
  max?: number;
  below?: number;
  label: string;
}

const number = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
/** Scores below 1 (layout shift) need more digits than sizes and times. */
const fraction = new Intl.NumberFormat('en', { maximumFractionDigits: 3 });

export function formatValue(value: number, unit: string): string {
  const text = Math.abs(value) < 1 ? fraction.format(value) : number.format(value);
  return unit ? `${text} ${unit}` : text;
}

export function measured(
  id: string,
  metric: string,
  value: number,
  unit: string,
  target?: Target,
  note?: string,
): Row {
  let verdict: Verdict = 'info';
  if (target?.max !== undefined) verdict = value <= target.max ? 'pass' : 'fail';
  if (target?.below !== undefined) verdict = value < target.below ? 'pass' : 'fail';
  const display = formatValue(value, unit) + (note ? ` (${note})` : '');
  return { id, metric, value, unit, display, target: target?.label ?? '', verdict, note };
}

export function notAvailable(id: string, metric: string, reason: string, target?: Target): Row {
  return {
    id,
    metric,
    value: null,
    unit: '',
    display: `n/a (${reason})`,
    target: target?.label ?? '',
    verdict: 'n/a',
    note: reason,
  };
}

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

function printCells(headers: string[], cells: string[][]): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((line) => line[column].length)),
  );
  const line = (values: string[]) =>
    values.map((value, column) => value.padEnd(widths[column])).join(' | ');
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of cells) console.log(line(row));
}

export function printTable(rows: Row[]): void {
  const cells = rows.map((row) => [row.metric, truncate(row.display, 90), row.target, row.verdict]);
  printCells(['metric', 'value', 'target', 'result'], cells);
}

function formatMedian(side: ComparedFigure['current'], unit: string): string {
  if (side.median === null) return 'n/a';
  const runs = side.values.length + side.missing;
  const missing = side.missing ? ` (${side.values.length} of ${runs} runs)` : '';
  return formatValue(side.median, unit) + missing;
}

export function formatRatio(value: number | null): string {
  if (value === null) return 'n/a';
  return Number.isFinite(value) ? value.toFixed(2) : '∞';
}

/** Medians of both versions and their ratio (current / ref), one line per figure. */
export function printComparison(figures: ComparedFigure[], refLabel: string): void {
  const cells = figures.map((figure) => [
    figure.metric,
    formatMedian(figure.current, figure.unit),
    formatMedian(figure.ref, figure.unit),
    formatRatio(figure.ratio),
    figure.target,
  ]);
  printCells(
    ['metric', 'current (median)', `${refLabel} (median)`, 'current / ref', 'target'],
    cells,
  );
}

export function writeResults(file: string, data: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * The same, laid out as Prettier would: `npm run format` checks the file (Prettier reads only the
 * root .gitignore) and would fold the comparison's short arrays of numbers onto one line.
 */
export async function writeFormattedResults(file: string, data: unknown): Promise<void> {
  const options = await resolveConfig(file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await format(JSON.stringify(data), { ...options, parser: 'json' }));
}

/** The first line of an error, short enough for a table cell. */
export function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0].slice(0, 120);
}
