// @vitest-environment node
// The bench's pure parts: argument parsing, medians and ratios of a comparison, CLS windows.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNS, parseArgs, SHORT_STEPS, STEPS, stepsToRun } from '../bench/args';
import { compareRuns, median, ratio } from '../bench/compare-stats';
import { summarizeShifts, type LayoutShift } from '../bench/layout-shift';

describe('parseArgs', () => {
  it('measures this version alone with no arguments', () => {
    expect(parseArgs([])).toEqual({ against: null, runs: DEFAULT_RUNS, full: false, only: null });
  });

  it('reads --against, --runs and --full, with a space or an equals sign', () => {
    expect(parseArgs(['--against', 'HEAD~1', '--runs', '2'])).toEqual({
      against: 'HEAD~1',
      runs: 2,
      full: false,
      only: null,
    });
    expect(parseArgs(['--runs=3', '--full', '--against=v1.0'])).toEqual({
      against: 'v1.0',
      runs: 3,
      full: true,
      only: null,
    });
  });

  it('refuses a missing ref, a bad run count and unknown arguments', () => {
    expect(() => parseArgs(['--against'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--against', '--runs', '2'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--against', 'main', '--runs', '0'])).toThrow(/whole number/);
    expect(() => parseArgs(['--against', 'main', '--runs', '2.5'])).toThrow(/whole number/);
    expect(() => parseArgs(['--against', 'main', '--fast'])).toThrow(/unknown argument --fast/);
  });

  it('refuses --runs and --full without --against', () => {
    expect(() => parseArgs(['--runs', '3'])).toThrow(/only apply with --against/);
    expect(() => parseArgs(['--full'])).toThrow(/only apply with --against/);
  });
});

describe('--only', () => {
  it('reads a comma-separated list of steps, in run order, with a space or an equals sign', () => {
    expect(parseArgs(['--only', 'long-tasks,layout-shift']).only).toEqual([
      'layout-shift',
      'long-tasks',
    ]);
    expect(parseArgs(['--only=thread']).only).toEqual(['thread']);
    expect(parseArgs(['--only', 'thread', '--only', 'composer,thread']).only).toEqual([
      'composer',
      'thread',
    ]);
    expect(parseArgs(['--against', 'main', '--only', 'layout-shift'])).toEqual({
      against: 'main',
      runs: DEFAULT_RUNS,
      full: false,
      only: ['layout-shift'],
    });
  });

  it('refuses an unknown or missing step, and --only with --full', () => {
    expect(() => parseArgs(['--only', 'layout-shift,cls'])).toThrow(/unknown step cls/);
    expect(() => parseArgs(['--only'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--only', ','])).toThrow(/at least one step/);
    expect(() => parseArgs(['--against', 'main', '--full', '--only', 'feed'])).toThrow(
      /cannot go together/,
    );
  });

  it('runs every step alone or with --full, the short ones in a comparison, else what --only names', () => {
    expect([...stepsToRun(parseArgs([]))]).toEqual(STEPS);
    expect([...stepsToRun(parseArgs(['--against', 'main']))]).toEqual(SHORT_STEPS);
    expect([...stepsToRun(parseArgs(['--against', 'main', '--full']))]).toEqual(STEPS);
    expect([...stepsToRun(parseArgs(['--only', 'long-tasks']))]).toEqual(['long-tasks']);
  });
});

describe('median and ratio', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('divides current by ref, with zeros and missing figures handled', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(0.01, 0)).toBe(Infinity);
    expect(ratio(null, 100)).toBeNull();
    expect(ratio(100, null)).toBeNull();
  });
});

describe('compareRuns', () => {
  const row = (id: string, value: number | null, unit = 'ms') => ({
    id,
    metric: id.replace('_', ' '),
    unit: value === null ? '' : unit,
    target: '',
    value,
  });

  it('gives each figure the median of each version over its runs, and their ratio', () => {
    const figures = compareRuns({
      current: [[row('ttfp_cold', 500)], [row('ttfp_cold', 700)], [row('ttfp_cold', 600)]],
      ref: [[row('ttfp_cold', 1000)], [row('ttfp_cold', 1200)], [row('ttfp_cold', 900)]],
    });
    expect(figures).toHaveLength(1);
    expect(figures[0].current).toEqual({ values: [500, 700, 600], median: 600, missing: 0 });
    expect(figures[0].ref.median).toBe(1000);
    expect(figures[0].ratio).toBe(0.6);
  });

  it('counts runs where a figure could not be measured, and keeps the unit of a measured one', () => {
    const figures = compareRuns({
      current: [[row('thread_open', null)], [row('thread_open', 200)]],
      ref: [[row('thread_open', 100)], [row('thread_open', null)]],
    });
    expect(figures[0].unit).toBe('ms');
    expect(figures[0].current).toEqual({ values: [200], median: 200, missing: 1 });
    expect(figures[0].ref).toEqual({ values: [100], median: 100, missing: 1 });
    expect(figures[0].ratio).toBe(2);
  });

  it('lists figures only one version has, without a ratio', () => {
    const figures = compareRuns({
      current: [[row('a', 1), row('cls_open_post', 0.01, '')]],
      ref: [[row('a', 1)]],
    });
    expect(figures.map((figure) => figure.id)).toEqual(['a', 'cls_open_post']);
    expect(figures[1].ref.median).toBeNull();
    expect(figures[1].ratio).toBeNull();
  });
});

describe('summarizeShifts', () => {
  const shift = (start: number, value: number, hadRecentInput = false): LayoutShift => ({
    start,
    value,
    hadRecentInput,
  });

  it('is zero without shifts', () => {
    expect(summarizeShifts([])).toEqual({ cls: 0, sum: 0, excluded: 0, windows: 0 });
  });

  it('scores the largest session window, where a gap of 1 s starts a new one', () => {
    const summary = summarizeShifts([
      shift(100, 0.01),
      shift(900, 0.02),
      shift(3000, 0.025),
      shift(3500, 0.001),
    ]);
    expect(summary.windows).toBe(2);
    expect(summary.cls).toBeCloseTo(0.03);
    expect(summary.sum).toBeCloseTo(0.056);
  });

  it('closes a window after 5 s even while shifts keep coming', () => {
    const steady = Array.from({ length: 12 }, (_, index) => shift(index * 900, 0.01));
    const summary = summarizeShifts(steady);
    expect(summary.windows).toBe(2);
    expect(summary.cls).toBeCloseTo(0.06);
  });

  it('leaves out shifts that follow an input, and says how much they were', () => {
    const summary = summarizeShifts([shift(0, 0.2, true), shift(600, 0.01)]);
    expect(summary.cls).toBeCloseTo(0.01);
    expect(summary.excluded).toBeCloseTo(0.2);
  });

  it('orders shifts by time before grouping them', () => {
    const summary = summarizeShifts([shift(2500, 0.01), shift(0, 0.01), shift(3000, 0.01)]);
    expect(summary.windows).toBe(2);
    expect(summary.cls).toBeCloseTo(0.02);
  });
});
