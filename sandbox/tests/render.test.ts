import { describe, expect, it } from 'vitest';
import { renderStatusText } from '../domain/render';
import { api, sandboxForFile } from './helpers/sandbox';

const sandbox = sandboxForFile();

describe('status text rendering', () => {
  it('links mentions, hashtags and URLs, and escapes the rest', () => {
    const rendered = renderStatusText(
      sandbox.context,
      'hi @bob and @tern@social.example #Cats #123 a#b https://x.example/a <b>&',
    );
    expect(rendered.tags).toEqual(['Cats']);
    expect(rendered.mentionIds).toHaveLength(2);
    expect(rendered.links).toEqual(['https://x.example/a']);
    expect(rendered.html).toContain('&lt;b&gt;&amp;');
    expect(rendered.html).toContain(`href="${sandbox.url}/@bob"`);
  });

  it('uses the real origin in seeded content', async () => {
    const statuses = (
      await api<{ content: string }[]>(sandbox, '/api/v1/timelines/tag/photography')
    ).body;
    const hashtagLinks = statuses.flatMap((status) => [
      ...status.content.matchAll(/href="([^"]+\/tags\/[^"]+)"/g),
    ]);
    expect(hashtagLinks.length).toBeGreaterThan(0);
    for (const link of hashtagLinks) expect(link[1].startsWith(sandbox.url)).toBe(true);
  });
});
