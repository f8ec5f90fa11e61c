/**
 * Builds Petrel with the e2e sandbox as its default instance, then runs Playwright
 * (which starts the sandbox and a static server itself).
 *
 * With no arguments (the full run) the snac2 specs run beside the others, in a second Playwright
 * run with its own app server: they mostly wait on snac2's polls, so side by side they add little
 * time. With arguments, one run takes exactly what was asked.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { assertChromiumInstalled } from './chromium';
import { E2E_OUT_DIR, E2E_SANDBOX_PORT } from './ports';

assertChromiumInstalled();
process.env.VITE_DEFAULT_INSTANCE = `127.0.0.1:${E2E_SANDBOX_PORT}`;
// The sandbox's stand-ins for the alt-text, GIF and translation services.
process.env.VITE_ALT_TEXT_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}/_services/alt-text`;
process.env.VITE_GIF_SEARCH_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}/_services/gifs/search`;
process.env.VITE_TRANSLATION_INSTANCES = `127.0.0.1:${E2E_SANDBOX_PORT}/_services/lingva`;
// Servers without streaming (snac2) are polled every 5 s rather than 30 s, so the specs that wait
// for a poll wait seconds, not half a minute each.
process.env.VITE_POLL_INTERVAL_MS = '5000';
await build({ logLevel: 'warn', build: { outDir: E2E_OUT_DIR, emptyOutDir: true } });

const args = process.argv.slice(2);
if (args.length > 0) {
  const result = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

interface Stats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
}

const report = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const snacReport = report ? `${report}.snac.json` : undefined;

/** The snac2 run, its output held back and printed whole after the main run's. */
function runSnacSpecs(): Promise<{ status: number; output: Buffer }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--config', 'playwright.snac.config.ts'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(snacReport ? { PLAYWRIGHT_JSON_OUTPUT_NAME: snacReport } : {}) },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(output) }));
  });
}

function runMainSpecs(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test'], {
      stdio: 'inherit',
      env: { ...process.env, E2E_SNAC_APART: '1' },
    });
    child.on('close', (status) => resolve(status ?? 1));
  });
}

const main = runMainSpecs();
const snac = runSnacSpecs();
const mainStatus = await main;
const { status: snacStatus, output } = await snac;
console.log('\n=== End-to-end tests on snac2 (run beside the others) ===');
process.stdout.write(output);

// One report for `npm test`: the two runs' counts added up.
const readStats = (path: string | undefined): Stats | undefined =>
  path && existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as { stats: Stats }).stats
    : undefined;
if (report) {
  // A run that wrote no report counts as one failure.
  const none: Stats = { expected: 0, unexpected: 1, flaky: 0, skipped: 0 };
  const [a, b] = [readStats(report) ?? none, readStats(snacReport) ?? none];
  const stats: Stats = {
    expected: a.expected + b.expected,
    unexpected: a.unexpected + b.unexpected,
    flaky: a.flaky + b.flaky,
    skipped: a.skipped + b.skipped,
  };
  writeFileSync(report, JSON.stringify({ stats }));
}
process.exit(mainStatus === 0 && snacStatus === 0 ? 0 : 1);
