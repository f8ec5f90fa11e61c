import { createRestAPIClient, type mastodon } from 'masto';
import { PNG } from 'pngjs';
import { beforeAll, expect, it } from 'vitest';
import { loginAs, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile({ mediaProcessingMs: 0 });
let rest: mastodon.rest.Client;

beforeAll(async () => {
  rest = createRestAPIClient({ url: sandbox.url, accessToken: await loginAs(sandbox, 'alice') });
});

async function upload(description: string) {
  const png = new PNG({ width: 4, height: 4 });
  const file = new Blob([new Uint8Array(PNG.sync.write(png))], { type: 'image/png' });
  return await rest.v2.media.create({ file, description });
}

it('an edit changes the alt text and focus of media through media_attributes, keeps the rest', async () => {
  const [first, second] = [await upload('first alt'), await upload('second alt')];
  const post = await rest.v1.statuses.create({
    status: 'two photos',
    mediaIds: [first.id, second.id],
  });
  const edited = await rest.v1.statuses.$select(post.id).update({
    status: 'two photos, edited',
    mediaIds: [first.id, second.id],
    mediaAttributes: [{ id: first.id, description: 'first alt, better', focus: '0.5,-0.25' }],
  });
  const read = await rest.v1.statuses.$select(post.id).fetch();
  for (const status of [edited, read]) {
    expect(status.mediaAttachments.map((media) => media.description)).toEqual([
      'first alt, better',
      'second alt',
    ]);
    expect(status.mediaAttachments[0].meta?.focus).toMatchObject({ x: 0.5, y: -0.25 });
  }
});

it('a deleted post gives back its source, and its media can be attached again', async () => {
  const photo = await upload('kept alt');
  const post = await rest.v1.statuses.create({ status: 'draft me #again', mediaIds: [photo.id] });
  const deleted = (await rest.v1.statuses.$select(post.id).remove()) as mastodon.v1.Status & {
    text: string;
  };
  expect(deleted.text).toBe('draft me #again');
  const again = await rest.v1.statuses.create({ status: deleted.text, mediaIds: [photo.id] });
  expect(again.mediaAttachments.map((media) => [media.id, media.description])).toEqual([
    [photo.id, 'kept alt'],
  ]);
});
