import { describe, expect, it } from 'vitest';
import {
  inAppStatusPath,
  isQuotablePostUrl,
  matchPostUrl,
  ownAppStatusLink,
  parseInAppStatusPath,
  type PostUrlPlatform,
} from './post-url';

describe('matchPostUrl: post links', () => {
  it.each<[string, PostUrlPlatform, string]>([
    ['https://mastodon.social/@Gargron/109318821117356215', 'mastodon', '109318821117356215'],
    ['https://mastodon.social/@alice/123/', 'mastodon', '123'],
    ['https://mastodon.social/@alice@remote.example/123', 'mastodon', '123'],
    ['https://mastodon.social/users/alice/statuses/123', 'mastodon', '123'],
    ['https://mastodon.social/@alice/123?foo=bar#frag', 'mastodon', '123'],
    ['http://localhost:3000/@alice/123', 'mastodon', '123'],
    [
      'https://gts.example/@bob/statuses/01HZ8M3VQ6XRAF4E0P5KZ3B1YD',
      'gotosocial',
      '01HZ8M3VQ6XRAF4E0P5KZ3B1YD',
    ],
    [
      'https://gts.example/users/bob/statuses/01HZ8M3VQ6XRAF4E0P5KZ3B1YD',
      'gotosocial',
      '01HZ8M3VQ6XRAF4E0P5KZ3B1YD',
    ],
    ['https://misskey.io/notes/9kx1b2c3d4', 'misskey', '9kx1b2c3d4'],
    ['https://sharkey.example/notes/a1b2c3d4e5f6', 'misskey', 'a1b2c3d4e5f6'],
    ['https://akkoma.example/notice/AbCdEf0123456789', 'pleroma', 'AbCdEf0123456789'],
    [
      'https://pleroma.example/objects/3f2a1c9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
      'pleroma',
      '3f2a1c9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
    ],
    ['https://pixelfed.social/p/dansup/123456789', 'pixelfed', '123456789'],
    ['https://pixelfed.social/i/web/post/123456789', 'pixelfed', '123456789'],
    [
      'https://friendica.example/display/2b8c3d4e-1664-3c5b-a2f1-1a2b3c4d5e6f',
      'friendica',
      '2b8c3d4e-1664-3c5b-a2f1-1a2b3c4d5e6f',
    ],
    ['https://snac.example/alice/p/1700000000.123456', 'snac', '1700000000.123456'],
    ['https://example.com/social/alice/p/1700000000.123456', 'snac', '1700000000.123456'],
    ['https://lemmy.world/post/12345', 'lemmy', '12345'],
    ['https://lemmy.world/comment/67890', 'lemmy', '67890'],
    [
      'https://mitra.example/post/3f2a1c9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
      'mitra',
      '3f2a1c9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
    ],
    ['https://takahe.example/@andrew@aeracode.org/posts/123456/', 'takahe', '123456'],
    ['https://bookwyrm.social/user/mouse/review/123', 'bookwyrm', '123'],
    [
      'https://hub.example/item/3f2a1c9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
      'hubzilla',
      '3f2a1c9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
    ],
  ])('%s is a %s post', (url, platform, id) => {
    expect(matchPostUrl(url)).toEqual({ platform, id });
    expect(isQuotablePostUrl(url)).toBe(true);
  });

  it('accepts URL objects', () => {
    expect(isQuotablePostUrl(new URL('https://mastodon.social/@alice/123'))).toBe(true);
  });
});

describe('matchPostUrl: other links', () => {
  it.each([
    ['a Mastodon profile', 'https://mastodon.social/@alice'],
    ['a remote profile', 'https://mastodon.social/@alice@remote.example'],
    ['a profile subpage', 'https://mastodon.social/@alice/with_replies'],
    ['a Mastodon actor', 'https://mastodon.social/users/alice'],
    ['a tag page', 'https://mastodon.social/tags/cats'],
    ['a GoToSocial non-ULID id', 'https://gts.example/@bob/statuses/not-a-ulid'],
    ['a Misskey user', 'https://misskey.io/@alice'],
    ['a Pleroma user', 'https://pleroma.example/users/alice'],
    ['an Akkoma object that is not a UUID', 'https://akkoma.example/objects/nope'],
    ['a Pixelfed profile', 'https://pixelfed.social/dansup'],
    ['a Pixelfed post without a numeric id', 'https://pixelfed.social/p/dansup/abc'],
    ['a snac profile', 'https://snac.example/alice'],
    ['a snac path with a malformed id', 'https://snac.example/alice/p/170000.12'],
    ['a Lemmy community', 'https://lemmy.world/c/technology'],
    ['a news article', 'https://news.example/2024/01/01/story'],
    ['a site root', 'https://mastodon.social/'],
    ['a post path with extra segments', 'https://mastodon.social/@alice/123/embed'],
    ['a javascript: URL', 'javascript:alert(1)//mastodon.social/@alice/123'],
    ['a mailto: URL', 'mailto:alice@mastodon.social'],
    ['an ftp: URL', 'ftp://mastodon.social/@alice/123'],
    ['a relative path', '/@alice/123'],
    ['garbage', 'not a url'],
    ['an empty string', ''],
  ])('%s is not a post link', (_label, url) => {
    expect(matchPostUrl(url)).toBeNull();
    expect(isQuotablePostUrl(url)).toBe(false);
  });
});

describe('parseInAppStatusPath', () => {
  it.each([
    ['/mastodon.social/s/123', 'mastodon.social', '123'],
    ['#/mastodon.social/s/123', 'mastodon.social', '123'],
    ['/Mastodon.Social/s/123/', 'mastodon.social', '123'],
    [
      '/localhost:3000/s/01HZ8M3VQ6XRAF4E0P5KZ3B1YD',
      'localhost:3000',
      '01HZ8M3VQ6XRAF4E0P5KZ3B1YD',
    ],
    ['/127.0.0.1:8080/s/42', '127.0.0.1:8080', '42'],
    ['https://petrel.example/#/mastodon.social/s/123', 'mastodon.social', '123'],
    ['https://petrel.example/mastodon.social/s/123?x=1', 'mastodon.social', '123'],
  ])('%s -> %s %s', (input, instance, statusId) => {
    expect(parseInAppStatusPath(input)).toEqual({ instance, statusId });
  });

  it.each([
    ['/mastodon.social/s/'],
    ['/mastodon.social/s/123/extra'],
    ['/mastodon.social/p/123'],
    ['/s/123'],
    ['/evil host/s/123'],
    ['/mastodon.social/s/1<script>'],
    ['https://mastodon.social/@alice/123'],
  ])('%s is not an in-app post path', (input) => {
    expect(parseInAppStatusPath(input)).toBeNull();
  });

  it('round-trips with inAppStatusPath', () => {
    const path = inAppStatusPath('Mastodon.Social', '123');
    expect(path).toBe('/mastodon.social/s/123');
    expect(parseInAppStatusPath(path)).toEqual({ instance: 'mastodon.social', statusId: '123' });
  });
});

describe('ownAppStatusLink', () => {
  const app = 'https://petrel.example/app/#/home';

  it("opens a link to one of this app's post pages in the app", () => {
    expect(ownAppStatusLink('https://petrel.example/app/#/Far.Example/s/77', app)).toEqual({
      instance: 'far.example',
      statusId: '77',
    });
  });

  it.each([
    ['another copy of the app', 'https://other.example/app/#/far.example/s/77'],
    ['another page of the same site', 'https://petrel.example/blog/#/far.example/s/77'],
    ['a path-form link', 'https://petrel.example/far.example/s/77'],
    ['another page of the app', 'https://petrel.example/app/#/far.example/a/1'],
    ['not a web link', 'javascript:alert(1)'],
  ])('keeps %s outside', (_label, href) => {
    expect(ownAppStatusLink(href, app)).toBeNull();
  });
});
