/**
 * The version `--against` names, checked out in a temporary git worktree with its own
 * dependencies, and built there with its own Vite.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { OUT_DIR, PROJECT_ROOT } from './config';

const run = promisify(execFile);
const OUTPUT_LIMIT = 64 * 1024 * 1024;

export interface OtherVersion {
  ref: string;
  commit: string;
  /** The worktree. */
  dir: string;
  outDir: string;
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
}

/** The commit `ref` names, or an error that says the ref is unknown. */
export function resolveRef(ref: string): string {
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    throw new Error(`--against ${ref}: no such commit`);
  }
}

/**
 * Removes the worktree once this process has ended, however it ended: tsx kills a bench that does
 * not answer a relayed Ctrl+C within 30 ms (the in-process sandbox can keep it busy that long),
 * before its own cleanup runs. A detached shell waits for the process and removes what is left.
 */
function removeAfterExit(dir: string): void {
  const script = [
    'while kill -0 "$1" 2>/dev/null; do sleep 1; done',
    'if [ -e "$3" ]; then git -C "$2" worktree remove --force "$3" || rm -rf "$3"; fi',
    'git -C "$2" worktree prune',
    'rm -rf "$(dirname "$3")"',
  ].join('\n');
  spawn('sh', ['-c', script, 'sh', String(process.pid), PROJECT_ROOT, dir], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}

/** Checks the commit out, detached, in a new folder under the OS temp folder. */
export function addWorktree(ref: string, commit: string): OtherVersion {
  const dir = join(mkdtempSync(join(tmpdir(), 'petrel-bench-')), 'petrel');
  removeAfterExit(dir);
  git('worktree', 'add', '--detach', dir, commit);
  return { ref, commit, dir, outDir: join(dir, OUT_DIR) };
}

const sameLockfile = (dir: string) =>
  readFileSync(join(dir, 'package-lock.json'), 'utf8') ===
  readFileSync(join(PROJECT_ROOT, 'package-lock.json'), 'utf8');

/**
 * The version's dependencies: with the same lockfile, this checkout's node_modules hard-linked
 * (copied if links cannot be made), less the caches tools write into; otherwise `npm ci`.
 * Returns how they were installed.
 */
export async function installDependencies(version: OtherVersion): Promise<string> {
  if (!sameLockfile(version.dir)) {
    await run('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: version.dir,
      maxBuffer: OUTPUT_LIMIT,
    });
    return 'npm ci (its lockfile differs)';
  }
  const source = realpathSync(join(PROJECT_ROOT, 'node_modules'));
  const target = join(version.dir, 'node_modules');
  let how = 'hard links to this checkout’s node_modules (same lockfile)';
  try {
    await run('cp', ['-al', source, target]);
  } catch {
    rmSync(target, { recursive: true, force: true });
    await run('cp', ['-a', source, target]);
    how = 'a copy of this checkout’s node_modules (same lockfile)';
  }
  // Hard-linked files are shared: a tool rewriting its cache in place would write into ours.
  for (const cache of ['.vite', '.vite-temp', '.cache'])
    rmSync(join(target, cache), { recursive: true, force: true });
  return how;
}

/** The version's own `vite build`, with the bench sandbox as its default instance. */
export async function buildOtherVersion(version: OtherVersion, instance: string): Promise<void> {
  const vite = join(version.dir, 'node_modules', '.bin', 'vite');
  await run(vite, ['build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: version.dir,
    env: { ...process.env, VITE_DEFAULT_INSTANCE: instance },
    maxBuffer: OUTPUT_LIMIT,
  });
}

/** Removes the worktree and its temporary folder (asynchronous: Ctrl+C is still answered meanwhile). */
export async function removeWorktree(version: OtherVersion): Promise<void> {
  try {
    await run('git', ['worktree', 'remove', '--force', version.dir], { cwd: PROJECT_ROOT });
  } catch {
    await rm(version.dir, { recursive: true, force: true });
    await run('git', ['worktree', 'prune'], { cwd: PROJECT_ROOT });
  }
  await rm(dirname(version.dir), { recursive: true, force: true });
}
