import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGTERM');
});

/** Starts `npm run sandbox` style (tsx sandbox/cli.ts) and resolves with the printed URL. */
function startCli(args: string[]): Promise<string> {
  child = spawn(resolve(projectRoot, 'node_modules/.bin/tsx'), ['sandbox/cli.ts', ...args], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolveUrl, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match) resolveUrl(match[1]);
    };
    child!.stdout!.on('data', onData);
    child!.stderr!.on('data', onData);
    child!.once('exit', (code) => reject(new Error(`sandbox exited (${code}): ${output}`)));
  });
}

describe('--fault on the command line', () => {
  it('starts with the given rules active', async () => {
    const url = await startCli([
      '--port',
      '0',
      '--scale',
      '50',
      '--fault',
      'error:503:GET /api/v1/instance',
      '--fault',
      'rate_limit:7:GET /api/v2/instance:times=1',
    ]);
    expect((await fetch(`${url}/api/v1/instance`)).status).toBe(503);
    const limited = await fetch(`${url}/api/v2/instance`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await fetch(`${url}/api/v2/instance`)).status).toBe(200);
    const faults = (await (await fetch(`${url}/_sandbox/faults`)).json()) as { type: string }[];
    expect(faults.map((fault) => fault.type)).toEqual(['error']);
  });
});
