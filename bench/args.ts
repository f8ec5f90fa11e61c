export interface BenchOptions {
  /** A git ref to compare the working tree with, or null for a run of this version alone. */
  against: string | null;
  /** Runs of each version when comparing. */
  runs: number;
  /** Include the long steps (5000 posts, scrolling, storms, columns) when comparing. */
  full: boolean;
}

export const DEFAULT_RUNS = 5;

export const USAGE = 'usage: npm run bench [-- --against <git ref> [--runs N] [--full]]';

/** Reads `--against <ref>` (or `--against=<ref>`), `--runs N` and `--full`; throws on anything else. */
export function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { against: null, runs: DEFAULT_RUNS, full: false };
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
    else throw new Error(`unknown argument ${argv[index]}\n${USAGE}`);
  }
  if (!options.against && (runsGiven || options.full))
    throw new Error(`--runs and --full only apply with --against\n${USAGE}`);
  return options;
}
