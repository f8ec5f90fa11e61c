/**
 * `npm run bench`: builds Petrel against an in-process sandbox at scale, drives Debian's Chromium
 * through it and prints performance figures. It measures; it is not a test, so it exits 0 whatever
 * the figures are, and rows it cannot measure read "n/a (reason)".
 *
 * `npm run bench -- --against <ref>` builds that commit too and measures both versions in turn,
 * against the same sandbox, several times each; it prints each figure's medians and their ratio.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import type { Browser } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { startSandbox, type SandboxInstance } from '../sandbox/server';
import { parseArgs, stepsToRun, type BenchOptions } from './args';
import { launchChromium } from './browser';
import { buildApp, CURRENT_OUT_DIR, previewUrl, serveApp } from './build';
import { compareRuns, type VersionRuns } from './compare-stats';
import { COMPARISON_FILE, HOST, LIMITS, RESULTS_FILE, SANDBOX_SCALE } from './config';
import { UNMEASURED, UNMEASURED_IN_BROWSER } from './fallback-rows';
import { measureBundle } from './measure-bundle';
import { logInTo, measureVersion, type Measurement, type Version } from './measure-version';
import {
  addWorktree,
  buildOtherVersion,
  installDependencies,
  removeWorktree,
  resolveRef,
  type OtherVersion,
} from './other-version';
import {
  printComparison,
  printTable,
  reason,
  writeFormattedResults,
  writeResults,
  type Row,
} from './report';
import { log, secondsSinceStart, step } from './steps';

let options: BenchOptions;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

/** Other work on the machine skews timings: the 1-minute load average is recorded with the results. */
const loadAtStart = loadavg()[0];
let sandbox: SandboxInstance | undefined;
const servers: PreviewServer[] = [];
let browser: Browser | undefined;
let worktree: OtherVersion | undefined;
let chromiumVersion = 'unknown';
const notes: string[] = [];
/** What the run reports, kept up to date so that a stopped run still reports what it had. */
let reportRun: () => void | Promise<void> = () => undefined;
let reported = false;

/** Reports once, whichever of the end, the time limit or Ctrl+C comes first. */
async function report(): Promise<void> {
  if (reported) return;
  reported = true;
  await reportRun();
}

let cleaning: Promise<void> | undefined;

/** Closes everything once; whoever else asks (the end, the time limit, Ctrl+C) waits for it. */
function cleanUp(): Promise<void> {
  cleaning ??= closeAll();
  return cleaning;
}

async function closeAll(): Promise<void> {
  await Promise.allSettled([
    browser?.close(),
    ...servers.map((server) => server.close()),
    sandbox?.close(),
  ]);
  const checkout = worktree;
  if (checkout) {
    log(`removing ${checkout.dir}`);
    try {
      await removeWorktree(checkout);
    } catch (error) {
      console.error(`bench: could not remove the worktree ${checkout.dir}: ${reason(error)}`);
    }
  }
}

function machine() {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0] },
  };
}

function footer(): string {
  const { cores } = machine();
  const load = `load ${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)}`;
  return `${secondsSinceStart()} s, ${cores} cores (${load}), Node ${process.version}, Chromium ${chromiumVersion}, sandbox scale ${SANDBOX_SCALE}`;
}

async function startWorld(): Promise<string> {
  log(`starting the sandbox at scale ${SANDBOX_SCALE}`);
  sandbox = await startSandbox({ host: HOST, port: 0, scale: SANDBOX_SCALE });
  return new URL(sandbox.url).host;
}

async function serve(outDir: string): Promise<string> {
  const server = await serveApp(outDir);
  servers.push(server);
  return previewUrl(server);
}

async function openBrowser(): Promise<Browser> {
  browser = await launchChromium();
  chromiumVersion = browser.version();
  return browser;
}

/** When, where and with what a run was made. */
function runFacts() {
  return {
    date: new Date().toISOString(),
    durationSeconds: secondsSinceStart(),
    machine: machine(),
    node: process.version,
    chromium: chromiumVersion,
    sandboxScale: SANDBOX_SCALE,
  };
}

/** This version alone, every step once. */
async function benchThisVersion(): Promise<void> {
  const rows: Row[] = [];
  reportRun = () => {
    const results = {
      ...runFacts(),
      rows,
      notes,
    };
    writeResults(RESULTS_FILE, results);
    console.log('');
    printTable(rows);
    for (const note of notes) console.log(`note: ${note}`);
    console.log(`\n${footer()}`);
    console.log(`results written to ${RESULTS_FILE}`);
  };

  let instance: string;
  try {
    instance = await startWorld();
  } catch (error) {
    rows.push(...UNMEASURED_IN_BROWSER(`the sandbox did not start: ${reason(error)}`));
    return;
  }
  let built = false;
  rows.push(
    ...(await step('build Petrel', 120_000, UNMEASURED.bundle, async () => {
      await buildApp(instance);
      built = true;
      return measureBundle(CURRENT_OUT_DIR);
    })),
  );
  if (!built) {
    rows.push(...UNMEASURED_IN_BROWSER('the build failed'));
    return;
  }
  const appUrl = await serve(CURRENT_OUT_DIR);
  log(`Petrel at ${appUrl}, sandbox at ${sandbox!.url}`);
  await openBrowser();
  let login: Version['login'];
  log('log in as alice');
  try {
    login = await logInTo(browser!, appUrl, instance);
  } catch (error) {
    rows.push(...UNMEASURED_IN_BROWSER(`login failed: ${reason(error)}`));
    return;
  }
  const version = { label: 'current', appUrl, outDir: CURRENT_OUT_DIR, login };
  const measurement = await measureVersion(browser!, sandbox!, version, stepsToRun(options));
  rows.push(...measurement.rows);
  notes.push(...measurement.notes);
}

/** A built and served version, logged in, with its bundle figures (the same every run). */
interface Contender {
  version: Version | null;
  bundle: Row[];
  failure?: string;
}

async function prepare(label: string, outDir: string, instance: string): Promise<Contender> {
  const bundle = measureBundle(outDir);
  const appUrl = await serve(outDir);
  log(`${label} at ${appUrl}; log in as alice`);
  try {
    const login = await logInTo(browser!, appUrl, instance);
    return { version: { label, appUrl, outDir, login }, bundle };
  } catch (error) {
    return { version: null, bundle, failure: `login failed: ${reason(error)}` };
  }
}

async function measureContender(contender: Contender): Promise<Measurement> {
  if (!contender.version)
    return { rows: [...contender.bundle, ...UNMEASURED_IN_BROWSER(contender.failure!)], notes: [] };
  // Every run starts from the seeded world (reading positions, notifications, storms undone).
  sandbox!.reset();
  const measurement = await measureVersion(
    browser!,
    sandbox!,
    contender.version,
    stepsToRun(options),
  );
  return { rows: [...contender.bundle, ...measurement.rows], notes: measurement.notes };
}

/**
 * This version and `ref`, each built with its own dependencies and served apart, measured in turn
 * against the same sandbox; each pair of runs swaps which version goes first.
 */
async function benchAgainst(ref: string, runs: number, full: boolean): Promise<void> {
  const commit = resolveRef(ref);
  const refLabel = commit.startsWith(ref) ? ref : `${ref} (${commit.slice(0, 7)})`;
  const measured: VersionRuns = { current: [], ref: [] };
  reportRun = async () => {
    const figures = compareRuns(measured);
    await writeFormattedResults(COMPARISON_FILE, {
      ...runFacts(),
      against: { ref, commit },
      runs: { asked: runs, current: measured.current.length, ref: measured.ref.length },
      full,
      only: options.only,
      figures,
      perRun: measured,
      notes,
    });
    console.log('');
    printComparison(figures, ref);
    for (const note of notes) console.log(`note: ${note}`);
    console.log(`\ncurrent: this working tree; ref: ${refLabel}`);
    console.log(`medians of ${measured.current.length} + ${measured.ref.length} runs; ${footer()}`);
    console.log(`results written to ${COMPARISON_FILE}`);
  };

  const instance = await startWorld();
  log(`checking out ${refLabel} in a temporary worktree`);
  worktree = addWorktree(ref, commit);
  log(`${worktree.dir}: installing its dependencies`);
  notes.push(`${ref}'s dependencies: ${await installDependencies(worktree)}`);
  log('building this version');
  await buildApp(instance);
  log(`building ${ref} with its own Vite`);
  await buildOtherVersion(worktree, instance);
  await openBrowser();
  const current = await prepare('current', CURRENT_OUT_DIR, instance);
  const other = await prepare(ref, worktree.outDir, instance);

  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? (['current', 'ref'] as const) : (['ref', 'current'] as const);
    for (const side of order) {
      log(`run ${run + 1} of ${runs}: ${side === 'current' ? 'current' : refLabel}`);
      const { rows } = await measureContender(side === 'current' ? current : other);
      measured[side].push(rows);
    }
  }
}

function wholeRunLimit(): number {
  if (!options.against) return LIMITS.wholeRunMs;
  const perVersionRun = options.full ? LIMITS.versionRunFullMs : LIMITS.versionRunMs;
  return LIMITS.comparisonSetupMs + options.runs * 2 * perVersionRun;
}

let stopping = false;

async function stop(why: string, exitCode: number): Promise<void> {
  // npm and tsx relay Ctrl+C again: the first one stops the run, the others wait for it.
  if (stopping) return;
  stopping = true;
  console.error(`bench: ${why}`);
  notes.push(`the run was ${why}`);
  await cleanUp();
  await report();
  process.exit(exitCode);
}

const watchdog = setTimeout(
  () => void stop(`stopped after ${wholeRunLimit() / 1000} s`, 0),
  wholeRunLimit(),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void stop(`stopped by ${signal}`, 130));

let exitCode = 0;
try {
  if (options.against) await benchAgainst(options.against, options.runs, options.full);
  else await benchThisVersion();
} catch (error) {
  console.error('bench: the harness broke:', error);
  exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanUp();
  await report();
}
process.exit(exitCode);
