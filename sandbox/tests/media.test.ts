import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSchema } from './helpers/schema';
import { api, loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ mediaProcessingMs: 400 });
let token: string;

beforeAll(async () => {
  token = await loginAs(sandbox, 'alice');
});

function file(type: string): Blob {
  if (type !== 'image/png') return new Blob([new Uint8Array([0, 0, 0, 24])], { type });
  const png = new PNG({ width: 4, height: 3 });
  png.data.fill(120);
  return new Blob([new Uint8Array(PNG.sync.write(png))], { type });
}

async function upload(type = 'image/png'): Promise<{ id: string; status: number }> {
  const form = new FormData();
  form.append('file', file(type), type === 'image/png' ? 'a.png' : 'a.mp4');
  const response = await api<{ id: string }>(sandbox, '/api/v2/media', {
    method: 'POST',
    token,
    body: form,
  });
  return { id: response.body.id, status: response.status };
}

const ready = () => new Promise((resolve) => setTimeout(resolve, 450));

describe('media as Mastodon has it', () => {
  it('PUT saves a description while processing (206), then once processed (200)', async () => {
    const { id, status } = await upload();
    expect(status).toBe(202);
    const early = await api<{ description: string }>(sandbox, `/api/v1/media/${id}`, {
      method: 'PUT',
      token,
      json: { description: 'Written early', focus: '0.5,-0.5' },
    });
    expect(early.status).toBe(206);
    expect(early.body.description).toBe('Written early');
    await ready();
    const later = await api<{ description: string; meta: { focus?: unknown } }>(
      sandbox,
      `/api/v1/media/${id}`,
      { method: 'PUT', token, json: { description: 'Written later' } },
    );
    expect(later.status).toBe(200);
    expectSchema('MediaAttachment', later.body);
    expect(later.body.description).toBe('Written later');
    expect(later.body.meta.focus).toEqual({ x: 0.5, y: -0.5 });
  });

  it('limits a description to 1500 characters, counting each emoji once', async () => {
    const { id } = await upload();
    const fits = await api(sandbox, `/api/v1/media/${id}`, {
      method: 'PUT',
      token,
      json: { description: '🐱'.repeat(1500) },
    });
    expect(fits.status).toBeLessThan(300);
    const over = await api<{ error: string }>(sandbox, `/api/v1/media/${id}`, {
      method: 'PUT',
      token,
      json: { description: 'x'.repeat(1501) },
    });
    expect(over.status).toBe(422);
    expect(over.body.error).toContain('Description is too long (maximum is 1500 characters)');
  });

  it('keeps the order of media_ids, and then no longer finds the media for GET or PUT', async () => {
    const first = await upload();
    const second = await upload();
    await ready();
    const post = await api<{ media_attachments: { id: string }[] }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: '', media_ids: [second.id, first.id] },
    });
    expect(post.status).toBe(200);
    expect(post.body.media_attachments.map((media) => media.id)).toEqual([second.id, first.id]);
    expect((await api(sandbox, `/api/v1/media/${first.id}`, { token })).status).toBe(404);
    const put = await api(sandbox, `/api/v1/media/${first.id}`, {
      method: 'PUT',
      token,
      json: { description: 'too late' },
    });
    expect(put.status).toBe(404);
    const removed = await api(sandbox, `/api/v1/media/${first.id}`, { method: 'DELETE', token });
    expect(removed.status).toBe(422);
  });

  it('refuses a video next to other files', async () => {
    const image = await upload();
    const video = await upload('video/mp4');
    await ready();
    const mixed = await api<{ error: string }>(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'mixed', media_ids: [image.id, video.id] },
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.error).toContain(
      'Cannot attach a video to a post that already contains images',
    );
    const alone = await api(sandbox, '/api/v1/statuses', {
      method: 'POST',
      token,
      json: { status: 'alone', media_ids: [video.id] },
    });
    expect(alone.status).toBe(200);
  });
});
