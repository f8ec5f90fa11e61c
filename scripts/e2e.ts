/**
 * Builds Petrel with the e2e sandbox as its default instance, then runs Playwright
 * (which starts the sandbox and a static server itself).
 *
 * With arguments, one run takes exactly what was asked. With none (the full run), three
 * Playwright runs go side by side, because the specs mostly wait (on the browser, the sandbox's
 * streams, snac2's polls) rather than compute:
 * - the main specs in two shards, each with its own sandbox, build and app server, since the
 *   specs reset and change the sandbox they use;
 * - the snac2 specs, with their own app server and the first shard's sandbox.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { assertChromiumInstalled } from './chromium';
import { E2E_OUT_DIR, E2E_SANDBOX_PORT, E2E_SNAC_APP_PORT } from './ports';

assertChromiumInstalled();

/** Builds the app for the sandbox on `sandboxPort`, into `outDir`. */
async function buildFor(sandboxPort: number, outDir: string) {
  const sandbox = `127.0.0.1:${sandboxPort}`;
  process.env.VITE_DEFAULT_INSTANCE = sandbox;
  // The sandbox's stand-ins for the alt-text, GIF and translation services.
  process.env.VITE_ALT_TEXT_URL = `http://${sandbox}/_services/alt-text`;
  process.env.VITE_GIF_SEARCH_URL = `http://${sandbox}/_services/gifs/search`;
  process.env.VITE_TRANSLATION_INSTANCES = `${sandbox}/_services/lingva`;
  // Servers without streaming (snac2) are polled every 5 s rather than 30 s, so the specs that
  // wait for a poll wait seconds, not half a minute each.
  process.env.VITE_POLL_INTERVAL_MS = '5000';
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

const args = process.argv.slice(2);
if (args.length > 0) {
  await buildFor(E2E_SANDBOX_PORT, E2E_OUT_DIR);
  const result = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

interface Stats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
}

interface Run {
  label: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Its JSON report, when `npm test` asks for one. */
  report?: string;
}

const report = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

/** A Playwright run; unless `live`, its output is held back and printed whole when it ends. */
function start(run: Run, live: boolean): Promise<{ status: number; output: Buffer }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...run.args], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...run.env,
        ...(run.report ? { PLAYWRIGHT_JSON_OUTPUT_NAME: run.report } : {}),
      },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(output) }));
  });
}

const second = {
  appPort: E2E_SNAC_APP_PORT + 1,
  sandboxPort: E2E_SANDBOX_PORT + 1,
  outDir: `${E2E_OUT_DIR}-2`,
};
const runs: Run[] = [
  {
    label: 'End-to-end tests, first half',
    args: ['--shard=1/2'],
    env: { E2E_SNAC_APART: '1' },
    report,
  },
  {
    label: 'End-to-end tests on snac2 (run beside the others)',
    args: ['--config', 'playwright.snac.config.ts'],
    env: {},
    report: report && `${report}.snac.json`,
  },
  {
    label: 'End-to-end tests, second half (run beside the others)',
    args: ['--shard=2/2'],
    env: {
      E2E_SNAC_APART: '1',
      E2E_APP_PORT: String(second.appPort),
      E2E_SANDBOX_PORT: String(second.sandboxPort),
      E2E_OUT_DIR: second.outDir,
      E2E_RESULTS_DIR: 'test-results-2',
    },
    report: report && `${report}.second.json`,
  },
];

await buildFor(E2E_SANDBOX_PORT, E2E_OUT_DIR);
const first = start(runs[0], true);
const snac = start(runs[1], false);
// The second build overlaps the first runs' start-up.
await buildFor(second.sandboxPort, second.outDir);
const rest = start(runs[2], false);
const results = [await first, await snac, await rest];
results.forEach((result, index) => {
  if (index === 0) return;
  console.log(`\n=== ${runs[index].label} ===`);
  process.stdout.write(result.output);
});

// One report for `npm test`: the runs' counts added up.
const readStats = (path: string | undefined): Stats | undefined =>
  path && existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as { stats: Stats }).stats
    : undefined;
if (report) {
  // A run that wrote no report counts as one failure.
  const none: Stats = { expected: 0, unexpected: 1, flaky: 0, skipped: 0 };
  const all = runs.map((run) => readStats(run.report) ?? none);
  const stats: Stats = {
    expected: all.reduce((sum, one) => sum + one.expected, 0),
    unexpected: all.reduce((sum, one) => sum + one.unexpected, 0),
    flaky: all.reduce((sum, one) => sum + one.flaky, 0),
    skipped: all.reduce((sum, one) => sum + one.skipped, 0),
  };
  writeFileSync(report, JSON.stringify({ stats }));
}
process.exit(results.every((result) => result.status === 0) ? 0 : 1);
