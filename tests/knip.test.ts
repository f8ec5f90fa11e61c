// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

// The unused-code step of `npm test` (knip.jsonc) rests on knip's production mode: entries and
// project files marked `!` are the app, the rest (tests, test helpers) is left out, so an export
// only they use is reported. tests/knip-fixtures/only-tested is the same set-up in small:
// rules-check.ts plays the test.
const root = new URL('..', import.meta.url).pathname;
const fixture = 'tests/knip-fixtures/only-tested';

interface KnipReport {
  issues: { file: string; exports: { name: string }[]; files: unknown[] }[];
}

function knip(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['node_modules/knip/bin/knip.js', '--directory', fixture, '--no-progress', ...args],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

it('finds nothing unused while the tests count', () => {
  const run = knip();
  expect(run.output.trim()).toBe('');
  expect(run.status).toBe(0);
});

it('reports an export only tests use, in production mode', () => {
  const run = knip('--production', '--reporter', 'json');
  expect(run.status).toBe(1);
  const report = JSON.parse(run.output) as KnipReport;
  expect(report.issues.map(({ file, exports, files }) => ({ file, exports, files }))).toEqual([
    { file: 'rules.ts', exports: [expect.objectContaining({ name: 'onlyChecked' })], files: [] },
  ]);
});
