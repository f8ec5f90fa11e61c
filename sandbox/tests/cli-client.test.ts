import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAndReadHome, readForms } from '../demo/masto-client';

// The sandbox as a person starts it (its command line), and a real masto.js client logging in.
describe('the sandbox command line with a masto.js client', () => {
  let child: ChildProcess;
  let url: string;

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.setEncoding('utf8');
    url = await new Promise<string>((resolve) => {
      child.stdout!.on('data', (chunk: string) => {
        output += chunk;
        const match = /ready at (http:\/\/\S+)/.exec(output);
        if (match) resolve(match[1]);
      });
    });
  });

  afterAll(async () => {
    child.kill('SIGTERM');
    await once(child, 'exit');
  });

  it('logs in through the HTML pages with PKCE and reads the home timeline', async () => {
    const { me, home } = await logInAndReadHome(url, 'alice', 'alice-pass');
    expect(me.acct).toBe('alice');
    expect(home.length).toBeGreaterThan(0);
    expect(home.every((status) => typeof status.id === 'string')).toBe(true);
  });

  it('is refused with the wrong password', async () => {
    await expect(logInAndReadHome(url, 'alice', 'wrong')).rejects.toThrow(
      'Login refused for alice',
    );
  });
});

describe('reading HTML forms', () => {
  it('decodes entities in actions and values and resolves relative actions', () => {
    const [form] = readForms(
      '<form method="post" action="/x?a=1&#38;b=2"><input name="q" value="&quot;hi&quot; &amp; bye"><button name="go" value="&#x31;">Go</button></form>',
      'http://127.0.0.1:1/page',
    );
    expect(form).toEqual({
      action: 'http://127.0.0.1:1/x?a=1&b=2',
      method: 'post',
      fields: { q: '"hi" & bye', go: '1' },
    });
  });
});
