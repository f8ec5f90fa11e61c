/**
 * Starts snac2 (a real Mastodon-API server from Debian's packages) on loopback in a
 * throw-away directory, with one user and a couple of posts.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';

export interface SnacServer {
  host: string;
  user: string;
  password: string;
  /** Invalidates every access token, as if each had been revoked on the server. */
  revokeTokens(): void;
  /** Adds a user with one post (`text`); returns the user's password. */
  addUser(user: string, text: string): string;
  stop(): Promise<void>;
}

const SNAC = process.env.SNAC_PATH ?? '/usr/bin/snac';
const QUIET = { stdio: 'pipe' } as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`snac did not answer at ${url}`);
}

export async function startSnac(): Promise<SnacServer> {
  if (!existsSync(SNAC)) {
    throw new Error(
      'snac2 is not installed. Install it from bookworm-backports: ' +
        'apt-get install -t bookworm-backports snac2 (see .ci/run).',
    );
  }
  const port = await freePort();
  const baseDir = join(mkdtempSync(join(tmpdir(), 'petrel-snac-')), 'data');
  const host = `127.0.0.1:${port}`;
  execFileSync(SNAC, ['init', baseDir], { ...QUIET, input: `127.0.0.1\n${port}\n${host}\n\n\n` });
  const configPath = join(baseDir, 'server.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(configPath, JSON.stringify({ ...config, protocol: 'http' }, null, 2));

  const addUser = (name: string): string => {
    const added = execFileSync(SNAC, ['adduser', baseDir], {
      ...QUIET,
      input: `${name}\n`,
    }).toString();
    const secret = /password is (\S+)/.exec(added)?.[1];
    if (!secret) throw new Error(`Could not read the snac user's password from: ${added}`);
    return secret;
  };
  const user = 'smoke';
  const password = addUser(user);
  execFileSync(SNAC, ['note', baseDir, user, 'Hello from a real snac2 server'], QUIET);
  execFileSync(SNAC, ['note', baseDir, user, 'A second post, read by the smoke test'], QUIET);

  const daemon: ChildProcess = spawn(SNAC, ['httpd', baseDir], { stdio: 'ignore' });
  await waitForHttp(`http://${host}/api/v1/instance`, 10_000);

  return {
    host,
    user,
    password,
    addUser(name, text) {
      const secret = addUser(name);
      execFileSync(SNAC, ['note', baseDir, name, text], QUIET);
      return secret;
    },
    revokeTokens() {
      // snac keeps one file per token; a token without its file is unknown to the server.
      const tokens = join(baseDir, 'token');
      if (!existsSync(tokens)) return;
      for (const file of readdirSync(tokens)) rmSync(join(tokens, file), { force: true });
    },
    async stop() {
      daemon.kill('SIGTERM');
      await new Promise((r) => daemon.once('exit', r));
      rmSync(join(baseDir, '..'), { recursive: true, force: true });
    },
  };
}

/**
 * One snac2 server for the spec file that calls this: started before its first test, stopped
 * after its last. What it returns reads through to that server, so tests use it as they would
 * the server itself.
 */
export function snacForFile(): SnacServer {
  let server: SnacServer | undefined;
  test.beforeAll(async () => {
    server = await startSnac();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const started = (): SnacServer => {
    if (!server) throw new Error('snac2 is used before the spec file started it');
    return server;
  };
  // Fields are read from the started server when asked for, not when the file is loaded.
  const forwarded = {
    revokeTokens: () => started().revokeTokens(),
    addUser: (name: string, text: string) => started().addUser(name, text),
    stop: () => started().stop(),
  } as SnacServer;
  for (const key of ['host', 'user', 'password'] as const)
    Object.defineProperty(forwarded, key, { get: () => started()[key] });
  return forwarded;
}
