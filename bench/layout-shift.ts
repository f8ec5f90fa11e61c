/** A `layout-shift` performance entry, as the init script records it. */
export interface LayoutShift {
  start: number;
  value: number;
  hadRecentInput: boolean;
  /** What moved, as the init script describes each of the entry's sources. */
  sources?: string[];
}

export interface ShiftSummary {
  /** The largest session window's sum, as CLS counts it. */
  cls: number;
  /** Every counted shift added up, whatever its window. */
  sum: number;
  /** Shifts left out because they came within 500 ms of an input (`hadRecentInput`). */
  excluded: number;
  windows: number;
}

/** CLS's session windows (as web-vitals groups them): a gap of 1 s, or a window 5 s long, starts a new one. */
const WINDOW_GAP_MS = 1000;
const WINDOW_MAX_MS = 5000;

/**
 * Sums layout shifts the way Cumulative Layout Shift does: shifts that follow an input are left
 * out, the rest are grouped in session windows, and the largest window is the score.
 */
export function summarizeShifts(shifts: readonly LayoutShift[]): ShiftSummary {
  const counted = shifts.filter((shift) => !shift.hadRecentInput);
  const ordered = [...counted].sort((a, b) => a.start - b.start);
  let cls = 0;
  let windows = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  let windowSum = 0;
  for (const shift of ordered) {
    const startsWindow =
      shift.start - previous >= WINDOW_GAP_MS || shift.start - windowStart >= WINDOW_MAX_MS;
    if (startsWindow) {
      windows++;
      windowStart = shift.start;
      windowSum = 0;
    }
    windowSum += shift.value;
    previous = shift.start;
    cls = Math.max(cls, windowSum);
  }
  const total = (list: readonly LayoutShift[]) => list.reduce((sum, shift) => sum + shift.value, 0);
  return { cls, sum: total(counted), excluded: total(shifts) - total(counted), windows };
}
