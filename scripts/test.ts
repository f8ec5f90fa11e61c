/**
 * `npm test`: typecheck, lint, unused code, unit and component tests, then end-to-end tests.
 * Ends with one plain summary line: "tests: N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_OUT_DIR } from './ports';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const reportDir = mkdtempSync(join(tmpdir(), 'petrel-test-'));
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) {
    failedSteps.push(label);
    console.log(`--- ${label} failed (exit ${result.status ?? result.signal})`);
  }
  return ok;
}

/**
 * Runs a step with its output shown as it comes, without blocking: the end-to-end run beside it
 * keeps writing to a pipe this process must go on reading.
 */
function runLive(label: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit' }).on('close', (status) => {
      if (status !== 0) {
        failedSteps.push(label);
        console.log(`--- ${label} failed (exit ${status})`);
      }
      resolve(status === 0);
    });
  });
}

function readJson<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

function countStep(label: string, ok: boolean) {
  if (ok) tally.passed += 1;
  else tally.failed += 1;
  console.log(`${label}: ${ok ? 'ok' : 'FAILED'}`);
}

/** Runs a step with its output held back, printed whole when it ends (for steps run side by side). */
function runQuietly(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${label} ===`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) {
        failedSteps.push(label);
        console.log(`--- ${label} failed (exit ${status})`);
      }
      resolve(status === 0);
    });
  });
}

// Production builds show only what the catalogs hold: every message in the source must be extracted.
countStep(
  'catalogs up to date',
  run('Message catalogs', 'npm', ['run', '-s', 'extract']) &&
    run('Catalogs unchanged by extraction (run `npm run extract` and commit)', 'git', [
      'diff',
      '--exit-code',
      '--stat',
      '--',
      'locales',
      'src/i18n/completion.json',
    ]),
);

// The end-to-end run mostly waits (on the browser, the sandbox's streams, snac2's polls), so it
// starts now, after the catalogs its builds read, and the checks below run beside it.
const playwrightReport = join(reportDir, 'playwright.json');
const endToEnd = runQuietly('End-to-end tests (Playwright)', 'npx', ['tsx', 'scripts/e2e.ts'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
});

// Type checking and lint (ESLint, then stylelint: design tokens only) each use one core: side by side they take the time of the longer one.
// Unused files, exports and dependencies (knip.jsonc) are looked for beside them.
const [typecheckOk, lintOk, unusedOk] = await Promise.all([
  runQuietly('Typecheck', 'npx', ['tsc', '--noEmit']),
  runQuietly('Lint', 'npm', ['run', '-s', 'lint']),
  runQuietly('Unused code (knip)', 'npm', ['run', '-s', 'knip']),
]);
countStep('typecheck', typecheckOk);
countStep('lint', lintOk);
countStep('no unused code', unusedOk);
const vitestReport = join(reportDir, 'vitest.json');
await runLive('Unit and component tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>(vitestReport);
if (vitest) {
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests;
  tally.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else {
  tally.failed += 1;
}

await endToEnd;
// The first screen's bytes, read from the end-to-end build (scripts/bundle-budget.ts).
countStep(
  'first screen within its byte budget',
  run('Bundle budget', 'npx', ['tsx', 'scripts/check-bundle-budget.ts', E2E_OUT_DIR]),
);
const playwright = readJson<{
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}>(playwrightReport);
if (playwright) {
  tally.passed += playwright.stats.expected + playwright.stats.flaky;
  tally.failed += playwright.stats.unexpected;
  tally.skipped += playwright.stats.skipped;
} else {
  tally.failed += 1;
}

// A step can fail with every test passing (Vitest exits 1 on an unhandled error): name it last,
// where a shortened log still shows it.
if (failedSteps.length > 0 && tally.failed === 0) tally.failed = 1;
for (const label of failedSteps) console.log(`failed step: ${label}`);
console.log(`\ntests: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 || failedSteps.length > 0 ? 1 : 0);
