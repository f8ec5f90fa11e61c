/** The steps of a run, in the order they run; `--only` picks some of them. */
export const STEPS = [
  'composer',
  'phone',
  'layout-shift',
  'first-post',
  'long-tasks',
  'feed',
  'scroll',
  'thread',
  'storm',
  'notifications',
  'columns',
] as const;

export type StepName = (typeof STEPS)[number];

/** What a comparison measures without `--full`: the short steps. */
export const SHORT_STEPS: readonly StepName[] = [
  'composer',
  'phone',
  'layout-shift',
  'first-post',
  'thread',
];

export interface BenchOptions {
  /** A git ref to compare the working tree with, or null for a run of this version alone. */
  against: string | null;
  /** Runs of each version when comparing. */
  runs: number;
  /** Include the long steps (5000 posts, scrolling, storms, columns) when comparing. */
  full: boolean;
  /** The steps `--only` named, in run order, or null for the default ones. */
  only: StepName[] | null;
}

export const DEFAULT_RUNS = 5;

export const USAGE =
  'usage: npm run bench [-- [--only <step>,<step>…] [--against <git ref> [--runs N] [--full]]]\n' +
  `steps: ${STEPS.join(', ')}`;

function parseSteps(text: string): StepName[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new Error(`--only needs at least one step\n${USAGE}`);
  for (const name of names)
    if (!(STEPS as readonly string[]).includes(name))
      throw new Error(`unknown step ${name}\n${USAGE}`);
  return STEPS.filter((step) => names.includes(step));
}

/**
 * Reads `--against <ref>` (or `--against=<ref>`), `--runs N`, `--full` and `--only <steps>` (a
 * comma-separated list of STEPS, also repeatable); throws on anything else.
 */
export function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { against: null, runs: DEFAULT_RUNS, full: false, only: null };
  let runsGiven = false;
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[++index];
      if (next === undefined || next === '' || (inline === undefined && next.startsWith('--')))
        throw new Error(`${flag} needs a value\n${USAGE}`);
      return next;
    };
    if (flag === '--against') options.against = value();
    else if (flag === '--runs') {
      const text = value();
      const runs = Number(text);
      if (!/^\d+$/.test(text) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);
      options.runs = runs;
      runsGiven = true;
    } else if (flag === '--full' && inline === undefined) options.full = true;
    else if (flag === '--only') {
      const steps = parseSteps(value());
      options.only = STEPS.filter((step) => steps.includes(step) || options.only?.includes(step));
    } else throw new Error(`unknown argument ${argv[index]}\n${USAGE}`);
  }
  if (!options.against && (runsGiven || options.full))
    throw new Error(`--runs and --full only apply with --against\n${USAGE}`);
  if (options.full && options.only)
    throw new Error(`--full and --only cannot go together: --only names the steps\n${USAGE}`);
  return options;
}

/** The steps a run takes: those `--only` named, else all of them (alone or with `--full`) or the short ones. */
export function stepsToRun(options: BenchOptions): ReadonlySet<StepName> {
  if (options.only) return new Set(options.only);
  return new Set(!options.against || options.full ? STEPS : SHORT_STEPS);
}
