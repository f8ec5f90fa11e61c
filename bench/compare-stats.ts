/** The parts of a report row a comparison reads. */
interface Figure {
  id: string;
  metric: string;
  unit: string;
  target: string;
  value: number | null;
}

/** The middle value (the mean of the two middle ones for an even count); null when there is none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * current / ref. Null when either is missing; two zeros are equal (1), and a figure that went
 * from zero to something has no finite ratio (Infinity).
 */
export function ratio(current: number | null, ref: number | null): number | null {
  if (current === null || ref === null) return null;
  if (ref === 0) return current === 0 ? 1 : Infinity;
  return current / ref;
}

export interface ComparedFigure {
  id: string;
  metric: string;
  unit: string;
  target: string;
  current: { values: number[]; median: number | null; missing: number };
  ref: { values: number[]; median: number | null; missing: number };
  ratio: number | null;
}

/** Every run's rows of both versions, in the order the figures were first reported. */
export interface VersionRuns {
  current: Figure[][];
  ref: Figure[][];
}

function valuesOf(runs: Figure[][], id: string) {
  const rows = runs.map((rowsOfRun) => rowsOfRun.find((row) => row.id === id));
  const values = rows.flatMap((row) => (row && row.value !== null ? [row.value] : []));
  return { values, median: median(values), missing: runs.length - values.length };
}

/** One line per figure: the median of each version over its runs, and their ratio. */
export function compareRuns(runs: VersionRuns): ComparedFigure[] {
  const firstSeen = new Map<string, Figure>();
  for (const row of [...runs.current, ...runs.ref].flat())
    if (!firstSeen.has(row.id) || (firstSeen.get(row.id)!.value === null && row.value !== null))
      firstSeen.set(row.id, row);
  return [...firstSeen.values()].map((row) => {
    const current = valuesOf(runs.current, row.id);
    const ref = valuesOf(runs.ref, row.id);
    return {
      id: row.id,
      metric: row.metric,
      unit: row.unit,
      target: row.target,
      current,
      ref,
      ratio: ratio(current.median, ref.median),
    };
  });
}
