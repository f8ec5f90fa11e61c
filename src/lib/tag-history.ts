import type { mastodon } from 'masto';

export interface TagUsage {
  /** Uses per day, oldest first. */
  daily: number[];
  uses: number;
  accounts: number;
}

function count(value: string | number | undefined): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}

/** A tag's daily history (servers send it newest first, counts as strings) as numbers. */
export function tagUsage(history: readonly mastodon.v1.TagHistory[] | null | undefined): TagUsage {
  const days = [...(history ?? [])].sort((a, b) => count(a.day) - count(b.day));
  const daily = days.map((day) => count(day.uses));
  return {
    daily,
    uses: daily.reduce((sum, uses) => sum + uses, 0),
    accounts: days.reduce((sum, day) => sum + count(day.accounts), 0),
  };
}

/** SVG polyline points for a sparkline of `values` in a `width` × `height` box. */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const max = Math.max(...values, 1);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = round(index * step);
      const y = round(height - (value / max) * height);
      return `${x},${y}`;
    })
    .join(' ');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
