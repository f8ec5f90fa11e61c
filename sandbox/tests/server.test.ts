import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../server';
import { api, loginAs, startTestSandbox } from './helpers/sandbox';

describe('sandbox server', () => {
  it('produces the same data for the same seed', async () => {
    const now = Date.parse('2026-05-01T10:00:00.000Z');
    const [first, second, other] = await Promise.all([
      startSandbox({ port: 0, seed: 7, now }),
      startSandbox({ port: 0, seed: 7, now }),
      startSandbox({ port: 0, seed: 8, now }),
    ]);
    const read = async (sandbox: typeof first) =>
      JSON.stringify((await api(sandbox, '/api/v1/timelines/public?limit=40')).body).replaceAll(
        sandbox.url,
        '',
      );
    expect(await read(first)).toBe(await read(second));
    expect(await read(first)).not.toBe(await read(other));
    await Promise.all([first.close(), second.close(), other.close()]);
  });

  it('resets to the seeded state and keeps logged-in clients working', async () => {
    const sandbox = await startTestSandbox();
    const token = await loginAs(sandbox, 'alice');
    const before = sandbox.context.store.statuses.size;
    const me = await api<{ id: string }>(sandbox, '/api/v1/accounts/verify_credentials', { token });
    const posted = await api<{ id: string }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'gone after reset' },
    });
    const response = await api(sandbox, '/_sandbox/reset', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(sandbox.context.store.statuses.size).toBe(before);
    expect((await api(sandbox, `/api/v1/statuses/${posted.body.id}`, { token })).status).toBe(404);
    const again = await api<{ id: string }>(sandbox, '/api/v1/accounts/verify_credentials', {
      token,
    });
    expect(again.body.id).toBe(me.body.id);
    await sandbox.close();
  });

  it('serves generated images with a blurhash', async () => {
    const sandbox = await startTestSandbox();
    const account = (await api<{ avatar: string }>(sandbox, '/api/v1/accounts/lookup?acct=alice'))
      .body;
    const avatar = await fetch(account.avatar);
    expect(avatar.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(await avatar.arrayBuffer()));
    expect(png.width).toBe(128);
    const withMedia = (
      await api<{ media_attachments: { blurhash: string }[] }[]>(
        sandbox,
        '/api/v1/timelines/public?only_media=true&limit=1',
      )
    ).body[0];
    expect(withMedia.media_attachments[0].blurhash).toMatch(
      /^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{20,}$/,
    );
    const nodeinfo = await api<{ links: { href: string }[] }>(sandbox, '/.well-known/nodeinfo');
    const info = await api<{ software: { name: string } }>(
      sandbox,
      nodeinfo.body.links[0].href.replace(sandbox.url, ''),
    );
    expect(info.body.software.name).toBe('mastodon');
    await sandbox.close();
  });

  it('starts from the command line, prints its URL and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('\n')) resolve();
      });
    });
    const match = /^Sandbox instance ready at (http:\/\/127\.0\.0\.1:\d+)\n$/.exec(output);
    expect(match).not.toBeNull();
    const instance = await fetch(`${match![1]}/api/v2/instance`);
    expect(instance.status).toBe(200);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });
});
