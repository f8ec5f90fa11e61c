import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { makeStatus } from '../../lib/status-fixture';
import { runnableMarkup } from '../../test/runnable-markup';
import { HOME, renderCards, setupStatusTest } from './status-test-utils';

setupStatusTest();

const emoji = {
  shortcode: 'blob',
  url: 'https://cdn.example/blob.gif',
  staticUrl: 'https://cdn.example/blob.png',
  visibleInPicker: true,
};

test('mentions, hashtags, outside links and custom emojis render as safe elements', () => {
  const status = makeStatus({
    language: 'de',
    content:
      '<p>Hi <span class="h-card"><a href="https://far.example/@bob" class="u-url mention">@<span>bob</span></a></span> ' +
      '<a href="https://social.example/tags/Birds" class="mention hashtag" rel="tag">#<span>Birds</span></a> :blob: ' +
      '<a href="https://example.org/a/very/long/path" rel="nofollow noopener" target="_blank">' +
      '<span class="invisible">https://</span><span class="ellipsis">example.org/a/very</span><span class="invisible">/long/path</span></a></p>',
    mentions: [
      { id: '42', username: 'bob', acct: 'bob@far.example', url: 'https://far.example/@bob' },
    ],
    tags: [{ id: '1', name: 'Birds', url: 'https://social.example/tags/Birds', history: [] }],
    emojis: [emoji],
    account: { displayName: 'Ann :blob:', emojis: [emoji] },
  });
  renderCards({ status, instance: HOME });
  const article = screen.getByRole('article');
  expect(within(article).getByRole('link', { name: '@bob' })).toHaveAttribute(
    'href',
    `/${HOME}/a/42`,
  );
  expect(within(article).getByRole('link', { name: '#Birds' })).toHaveAttribute(
    'href',
    `/${HOME}/t/Birds`,
  );
  const outside = within(article).getByRole('link', { name: 'example.org/a/very…' });
  expect(outside).toHaveAttribute('href', 'https://example.org/a/very/long/path');
  expect(outside).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(outside).toHaveAttribute('target', '_blank');
  expect(within(article).getAllByRole('img', { name: ':blob:' })).toHaveLength(2);
  expect(article.querySelector('.status-content')).toHaveAttribute('lang', 'de');
  expect(article).toHaveAttribute('tabindex', '0');
  expect(article).toHaveAccessibleName(/^Ann :blob:: Hi @bob #Birds/);
});

test("a link to one of this app's post pages opens the post here; a copy elsewhere stays outside", () => {
  const app = `${window.location.origin}${window.location.pathname}`;
  const status = makeStatus({
    content:
      `<p><a href="${app}#/far.example/s/77">this post</a> ` +
      '<a href="https://other-petrel.example/#/far.example/s/78">that post</a></p>',
  });
  renderCards({ status, instance: HOME });
  const article = screen.getByRole('article');
  const here = within(article).getByRole('link', { name: 'this post' });
  expect(here).toHaveAttribute('href', '/far.example/s/77');
  expect(here).not.toHaveAttribute('target');
  const elsewhere = within(article).getByRole('link', { name: 'that post' });
  expect(elsewhere).toHaveAttribute('href', 'https://other-petrel.example/#/far.example/s/78');
  expect(elsewhere).toHaveAttribute('target', '_blank');
});

test('hostile HTML stays inert', () => {
  const status = makeStatus({
    content:
      '<p>ok<script>window.pwned=1</script><img src=x onerror="window.pwned=2">' +
      '<a href="javascript:window.pwned=3">click</a><iframe src="https://evil.example"></iframe>' +
      '<style>body{display:none}</style><b onclick="window.pwned=4">bold</b></p>',
  });
  const { container } = renderCards({ status, instance: HOME });
  expect(container.querySelector('script, iframe, style, img[src="x"]')).toBeNull();
  expect(container.querySelector('[onclick], [onerror]')).toBeNull();
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  expect(screen.getByText('click')).toBeInTheDocument();
  expect(screen.getByText('bold').tagName).toBe('B');
  expect(runnableMarkup(container)).toEqual([]);
});

test('a content warning hides the post until "Show more"', async () => {
  const user = userEvent.setup();
  const status = makeStatus({
    spoilerText: 'Spoilers for the finale',
    sensitive: true,
    content: '<p>The butler did it</p>',
  });
  renderCards({ status, instance: HOME });
  const toggle = screen.getByRole('button', { name: 'Show more' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('The butler did it')).toBeNull();
  expect(screen.getByRole('article')).toHaveAccessibleName(/Spoilers for the finale/);
  await user.click(toggle);
  expect(screen.getByText('The butler did it')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await user.click(screen.getByRole('button', { name: 'Show less' }));
  expect(screen.queryByText('The butler did it')).toBeNull();
});

test('boosts, replies to others and edits are labelled', () => {
  const inner = makeStatus({
    id: '5',
    account: { id: '2', username: 'carol', displayName: 'Carol' },
    inReplyToId: '4',
    inReplyToAccountId: '3',
    mentions: [
      { id: '3', username: 'dan', acct: 'dan@far.example', url: 'https://far.example/@dan' },
    ],
    editedAt: '2024-01-02T00:00:00.000Z',
    visibility: 'unlisted',
  });
  const boost = makeStatus({ id: '6', account: { id: '9', displayName: 'Bea' }, reblog: inner });
  renderCards({ status: boost, instance: HOME });
  expect(screen.getByText(/boosted/)).toHaveTextContent('Bea boosted');
  expect(screen.getByText(/Replying to/)).toHaveTextContent('Replying to @dan@far.example');
  expect(screen.getByRole('link', { name: 'Edited' })).toHaveAttribute(
    'href',
    `/${HOME}/s/5/history`,
  );
  expect(screen.getByRole('img', { name: 'Quiet public' })).toBeInTheDocument();
  const time = screen.getByRole('article').querySelector('time');
  expect(time).toHaveAttribute('dateTime', '2024-01-01T00:00:00.000Z');
  expect(time?.getAttribute('title')).toMatch(/2024/);
});

test('the language is shown only when it differs from the interface language', () => {
  renderCards(
    { status: makeStatus({ id: '1', language: 'fr' }), instance: HOME },
    { status: makeStatus({ id: '2', language: 'en' }), instance: HOME },
  );
  expect(screen.getByText('French')).toBeInTheDocument();
  expect(screen.queryByText('English')).toBeNull();
});

test('a preview card is one outside link with title, description and provider', () => {
  const status = makeStatus({
    card: {
      url: 'https://news.example/story',
      title: 'Big story',
      description: 'What happened',
      type: 'link',
      providerName: 'News',
      image: 'https://news.example/img.png',
      blurhash: null,
    } as never,
  });
  renderCards({ status, instance: HOME });
  const card = screen.getByRole('link', { name: /Big story/ });
  expect(card).toHaveAttribute('href', 'https://news.example/story');
  expect(card).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(card).toHaveTextContent('News');
  expect(card).toHaveTextContent('What happened');
});

test.each([
  ['javascript:', 'javascript:alert(1)'],
  ['data:', 'data:text/html,<b>x</b>'],
  ['relative', '/story'],
])('a preview card with a %s URL is not shown as a link', (_name, url) => {
  const status = makeStatus({
    card: { url, title: 'Big story', description: '', type: 'link', image: null } as never,
  });
  const { container } = renderCards({ status, instance: HOME });
  expect(screen.queryByRole('link', { name: /Big story/ })).toBeNull();
  expect(container.querySelector(`a[href="${url}"]`)).toBeNull();
});

test('an attachment of unknown type links to its remote URL only when it is http(s)', () => {
  const unknown = (id: string, remoteUrl: string, url: string | null) =>
    ({ id, type: 'unknown', url, remoteUrl, previewUrl: null, description: `File ${id}` }) as never;
  const { container } = renderCards({
    status: makeStatus({
      mediaAttachments: [
        unknown('1', 'https://far.example/file.bin', null),
        unknown('2', 'javascript:alert(1)', null),
        unknown('3', 'javascript:alert(1)', 'https://cdn.example/file.bin'),
      ],
    }),
    instance: HOME,
  });
  expect(screen.getByRole('link', { name: 'File 1' })).toHaveAttribute(
    'href',
    'https://far.example/file.bin',
  );
  expect(screen.queryByRole('link', { name: 'File 2' })).toBeNull();
  expect(screen.getByRole('link', { name: 'File 3' })).toHaveAttribute(
    'href',
    'https://cdn.example/file.bin',
  );
  expect(runnableMarkup(container)).toEqual([]);
});

test('custom emojis are still images when the reader prefers reduced motion', () => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  try {
    renderCards({
      status: makeStatus({ content: '<p>:blob:</p>', emojis: [emoji] }),
      instance: HOME,
    });
    expect(screen.getByRole('img', { name: ':blob:' })).toHaveAttribute('src', emoji.staticUrl);
  } finally {
    vi.unstubAllGlobals();
  }
});
