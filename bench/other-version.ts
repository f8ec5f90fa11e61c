/**
 * The version `--against` names, checked out in a temporary git worktree with its own
 * dependencies, and built there with its own Vite.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
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

/** Checks the commit out, detached, in a new folder under the OS temp folder. */
export function addWorktree(ref: string, commit: string): OtherVersion {
  const dir = join(mkdtempSync(join(tmpdir(), 'petrel-bench-')), 'petrel');
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

/** Removes the worktree and its temporary folder; synchronous, so an exit handler can call it. */
export function removeWorktree(version: OtherVersion): void {
  try {
    git('worktree', 'remove', '--force', version.dir);
  } catch {
    rmSync(version.dir, { recursive: true, force: true });
    git('worktree', 'prune');
  }
  rmSync(dirname(version.dir), { recursive: true, force: true });
}
