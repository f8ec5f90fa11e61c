// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { mastodon } from 'masto';
import {
  contentToPlainText,
  emojifyText,
  htmlToPlainText,
  nativeQuote,
  parseContent,
  parseStatusContent,
  type ContentNode,
} from './status-content';
import { makeStatus } from './status-fixture';

const alice: mastodon.v1.StatusMention = {
  id: 'a1',
  username: 'alice',
  acct: 'alice@remote.example',
  url: 'https://remote.example/@alice',
};
const bob: mastodon.v1.StatusMention = {
  id: 'b1',
  username: 'bob',
  acct: 'bob',
  url: 'https://example.social/@bob',
};
const petrelTag: mastodon.v1.Tag = {
  id: 't1',
  name: 'Petrel',
  url: 'https://example.social/tags/petrel',
};
const blobcat: mastodon.v1.CustomEmoji = {
  shortcode: 'blobcat',
  url: 'https://example.social/emoji/blobcat.png',
  staticUrl: 'https://example.social/emoji/blobcat_static.png',
  visibleInPicker: true,
};

function firstOfType<T extends ContentNode['type']>(
  nodes: readonly ContentNode[],
  type: T,
): Extract<ContentNode, { type: T }> | undefined {
  for (const node of nodes) {
    if (node.type === type) return node as Extract<ContentNode, { type: T }>;
    if ('children' in node) {
      const found = firstOfType(node.children, type);
      if (found) return found;
    }
  }
  return undefined;
}

describe('parseContent', () => {
  it('maps paragraphs, breaks and formatting to element nodes', () => {
    expect(parseContent('<p>a<br><strong>b</strong></p>')).toEqual([
      {
        type: 'element',
        tag: 'p',
        children: [
          { type: 'text', text: 'a' },
          { type: 'element', tag: 'br', children: [] },
          { type: 'element', tag: 'strong', children: [{ type: 'text', text: 'b' }] },
        ],
      },
    ]);
  });

  it('sanitises before parsing', () => {
    const nodes = parseContent('<p onclick="x()">hi<script>evil()</script><img src=x></p>');
    expect(nodes).toEqual([
      { type: 'element', tag: 'p', children: [{ type: 'text', text: 'hi' }] },
    ]);
  });

  it('is serialisable', () => {
    const nodes = parseContent('<p>:blobcat: <a href="https://x.example">x</a></p>', {
      emojis: [blobcat],
    });
    expect(JSON.parse(JSON.stringify(nodes))).toEqual(nodes);
  });

  it('turns a mention matched by URL into a mention node', () => {
    const nodes = parseContent(
      '<p><span class="h-card"><a href="https://remote.example/@alice" class="u-url mention">@<span>alice</span></a></span></p>',
      { mentions: [alice, bob] },
    );
    expect(firstOfType(nodes, 'mention')).toMatchObject({
      accountId: 'a1',
      acct: 'alice@remote.example',
      username: 'alice',
      href: 'https://remote.example/@alice',
    });
  });

  it('matches a mention by its text when the server links the actor URI instead', () => {
    const nodes = parseContent(
      '<p><a href="https://example.social/users/bob" class="u-url mention">@bob</a></p>',
      { mentions: [alice, bob] },
    );
    expect(firstOfType(nodes, 'mention')?.accountId).toBe('b1');
  });

  it.each([
    [
      'an unknown mention URL',
      '<a href="https://other.example/@carol" class="u-url mention">@carol</a>',
    ],
    ['a plain link to a profile', '<a href="https://example.social/users/bob">@bob</a>'],
  ])('keeps %s as an ordinary link', (_label, html) => {
    const nodes = parseContent(`<p>${html}</p>`, { mentions: [alice, bob] });
    expect(firstOfType(nodes, 'mention')).toBeUndefined();
    expect(firstOfType(nodes, 'link')).toBeDefined();
  });

  it.each([
    [
      'class hashtag',
      '<a href="https://other.example/tag/petrel" class="mention hashtag">#petrel</a>',
      'Petrel',
    ],
    ['tags URL', '<a href="https://example.social/tags/Petrel">#Petrel</a>', 'Petrel'],
    [
      'class only',
      '<a href="https://x.example/t/cats" class="hashtag">#<span>cats</span></a>',
      'cats',
    ],
  ])('turns a hashtag by %s into a hashtag node', (_label, html, tag) => {
    const nodes = parseContent(`<p>${html}</p>`, { tags: [petrelTag] });
    expect(firstOfType(nodes, 'hashtag')?.tag).toBe(tag);
    expect(firstOfType(nodes, 'mention')).toBeUndefined();
  });

  it('does not treat a link whose text merely starts with # as a hashtag', () => {
    const nodes = parseContent('<p><a href="https://x.example/#top">#top</a></p>', {
      tags: [petrelTag],
    });
    expect(firstOfType(nodes, 'hashtag')).toBeUndefined();
  });

  it('replaces known :shortcode: in text with emoji nodes, leaving unknown ones as text', () => {
    const nodes = parseContent('<p>hi :blobcat::nope: and:blobcat:</p>', { emojis: [blobcat] });
    expect((nodes[0] as { children: ContentNode[] }).children).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'emoji', shortcode: 'blobcat', url: blobcat.url, staticUrl: blobcat.staticUrl },
      { type: 'text', text: ':nope: and' },
      { type: 'emoji', shortcode: 'blobcat', url: blobcat.url, staticUrl: blobcat.staticUrl },
    ]);
  });

  it('keeps invisible and ellipsis spans as flags', () => {
    const nodes = parseContent(
      '<p><a href="https://example.com/very/long/path"><span class="invisible">https://</span><span class="ellipsis">example.com/very/lo</span><span class="invisible">ng/path</span></a></p>',
    );
    const link = firstOfType(nodes, 'link');
    expect(link?.children).toEqual([
      {
        type: 'element',
        tag: 'span',
        invisible: true,
        children: [{ type: 'text', text: 'https://' }],
      },
      {
        type: 'element',
        tag: 'span',
        ellipsis: true,
        children: [{ type: 'text', text: 'example.com/very/lo' }],
      },
      {
        type: 'element',
        tag: 'span',
        invisible: true,
        children: [{ type: 'text', text: 'ng/path' }],
      },
    ]);
  });

  it('drops a link whose href was unsafe but keeps its text', () => {
    const nodes = parseContent('<p><a href="javascript:alert(1)">x</a></p>');
    expect(firstOfType(nodes, 'link')).toEqual({
      type: 'link',
      href: '',
      children: [{ type: 'text', text: 'x' }],
    });
  });
});

describe('quote fallback', () => {
  const quoteUrl = 'https://remote.example/@carol/42';
  const options = { nativeQuote: { urls: [quoteUrl] } };

  it.each([
    [
      'a leading quote-inline paragraph',
      `<p class="quote-inline">RE: <a href="${quoteUrl}">${quoteUrl}</a></p><p>my take</p>`,
    ],
    [
      'a trailing quote-inline span',
      `<p>my take<span class="quote-inline"><br><br>RE: <a href="${quoteUrl}">link</a></span></p>`,
    ],
    ['a bare trailing RE: link', `<p>my take<br><br>RE: <a href="${quoteUrl}">${quoteUrl}</a></p>`],
    [
      'a trailing link in its own paragraph',
      `<p>my take</p><p>RE: <a href="${quoteUrl}">x</a></p>`,
    ],
    ['a trailing link with no prefix', `<p>my take <a href="${quoteUrl}">${quoteUrl}</a></p>`],
  ])('removes %s when the quote is shown natively', (_label, html) => {
    expect(contentToPlainText(parseContent(html, options))).toBe('my take');
  });

  it('removes quote-inline even when the quoted post URLs are unknown', () => {
    const html = `<p>my take</p><p class="quote-inline">RE: <a href="${quoteUrl}">x</a></p>`;
    expect(contentToPlainText(parseContent(html, { nativeQuote: { urls: [] } }))).toBe('my take');
  });

  it('keeps the fallback when there is no native quote', () => {
    const html = `<p>my take</p><p class="quote-inline">RE: <a href="${quoteUrl}">x</a></p>`;
    expect(contentToPlainText(parseContent(html))).toBe('my take\n\nRE: x');
  });

  it('keeps a link to the quoted post that is followed by more text', () => {
    const html = `<p>see <a href="${quoteUrl}">this</a> for context</p>`;
    expect(contentToPlainText(parseContent(html, options))).toBe('see this for context');
  });

  it('keeps a trailing link to another post', () => {
    const html = '<p>RE: <a href="https://remote.example/@carol/43">x</a></p>';
    expect(contentToPlainText(parseContent(html, options))).toBe('RE: x');
  });
});

describe('nativeQuote', () => {
  const quoted = makeStatus({
    id: '42',
    url: 'https://remote.example/@carol/42',
    uri: 'https://remote.example/users/carol/statuses/42',
  });

  it.each<[string, mastodon.v1.Status['quote'], string[] | undefined]>([
    ['no quote', null, undefined],
    ['an accepted quote', { state: 'accepted', quotedStatus: quoted }, [quoted.url!, quoted.uri]],
    ['a pending quote', { state: 'pending', quotedStatus: quoted }, undefined],
    ['a revoked quote', { state: 'revoked', quotedStatus: null }, undefined],
    ['a shallow quote', { state: 'accepted', quotedStatusId: '42' }, []],
    ['a shallow quote without id', { state: 'accepted', quotedStatusId: null }, undefined],
  ])('%s', (_label, quote, urls) => {
    expect(nativeQuote({ quote })?.urls).toEqual(urls);
  });

  it('parseStatusContent uses the status mentions, tags, emojis and quote', () => {
    const status = makeStatus({
      content: `<p><a href="${alice.url}" class="u-url mention">@alice</a> :blobcat: <a href="${petrelTag.url}" class="hashtag">#petrel</a></p><p class="quote-inline">RE: <a href="${quoted.url}">x</a></p>`,
      mentions: [alice],
      tags: [petrelTag],
      emojis: [blobcat],
      quote: { state: 'accepted', quotedStatus: quoted },
    });
    const nodes = parseStatusContent(status);
    expect(nodes).toHaveLength(1);
    expect(firstOfType(nodes, 'mention')?.accountId).toBe('a1');
    expect(firstOfType(nodes, 'hashtag')?.tag).toBe('Petrel');
    expect(firstOfType(nodes, 'emoji')?.shortcode).toBe('blobcat');
  });
});

describe('emojifyText', () => {
  const parrot: mastodon.v1.CustomEmoji = { ...blobcat, shortcode: 'party-parrot' };
  const shape = (text: string) =>
    emojifyText(text, [blobcat, parrot]).map((node) =>
      node.type === 'emoji' ? `[${node.shortcode}]` : node.text,
    );

  it.each<[string, string[]]>([
    ['plain', ['plain']],
    [':blobcat:', ['[blobcat]']],
    ['a :blobcat: b', ['a ', '[blobcat]', ' b']],
    [':nope:blobcat:', [':nope', '[blobcat]']],
    [':blobcat:blobcat:', ['[blobcat]', 'blobcat:']],
    [':blobcat::blobcat:', ['[blobcat]', '[blobcat]']],
    [':party-parrot:', ['[party-parrot]']],
    [':BLOBCAT:', [':BLOBCAT:']],
    ['', []],
  ])('%j', (text, expected) => {
    expect(shape(text)).toEqual(expected);
  });
});

describe('plain text', () => {
  it.each([
    ['<p>one</p><p>two</p>', 'one\n\ntwo'],
    ['<p>line<br>break</p>', 'line\nbreak'],
    ['plain', 'plain'],
    ['<ul><li>a</li><li>b</li></ul>', 'a\nb'],
    ['<p>&lt;not a tag&gt; &amp;</p>', '<not a tag> &'],
  ])('%s -> %j', (html, expected) => {
    expect(contentToPlainText(parseContent(html))).toBe(expected);
  });

  const shortened =
    '<p>read <a href="https://example.com/very/long/path"><span class="invisible">https://</span><span class="ellipsis">example.com/very/lo</span><span class="invisible">ng/path</span></a></p>';

  it('shows shortened links as displayed by default', () => {
    expect(contentToPlainText(parseContent(shortened))).toBe('read example.com/very/lo…');
  });

  it('keeps links whole for htmlToPlainText', () => {
    expect(htmlToPlainText(shortened)).toBe('read https://example.com/very/long/path');
  });

  it('renders emoji as their shortcode', () => {
    expect(contentToPlainText(parseContent('<p>:blobcat:</p>', { emojis: [blobcat] }))).toBe(
      ':blobcat:',
    );
  });
});
