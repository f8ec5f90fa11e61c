import { render } from '@testing-library/react';
import { MemoryRouter } from '../../test/memory-router';
import { describe, expect, it } from 'vitest';
import { contentLinkHref, inAppUrl, parseHttpUrl, safeExternalHref } from '../../lib/safe-href';
import { sanitizeHtmlToFragment } from '../../lib/sanitize';
import { parseContent } from '../../lib/status-content';
import { renderNodes } from './ContentNodes';

// One table for every place a URL may become a link. `web`: an outside page (cards, media, post
// links, service addresses). `content`: a link inside a post or bio, where mailto: also works.
const URLS: [name: string, url: string, rule: { web: boolean; content: boolean }][] = [
  ['https', 'https://example.social/@alice/1', { web: true, content: true }],
  ['http', 'http://example.social/about', { web: true, content: true }],
  ['an uppercase scheme', 'HTTPS://EXAMPLE.SOCIAL/', { web: true, content: true }],
  ['a query and a fragment', 'https://example.social/a.png?x=1#top', { web: true, content: true }],
  ['spaces around https', ' https://example.social/ ', { web: true, content: true }],
  ['mailto:', 'mailto:alice@example.social', { web: false, content: true }],
  ['an uppercase mailto:', 'MAILTO:alice@example.social', { web: false, content: true }],
  ['javascript:', 'javascript:alert(1)', { web: false, content: false }],
  ['javascript: in capitals', 'JavaScript:alert(1)', { web: false, content: false }],
  ['javascript: with a tab', 'java\tscript:alert(1)', { web: false, content: false }],
  ['javascript: with a newline', 'java\nscript:alert(1)', { web: false, content: false }],
  ['javascript: after spaces', '  javascript:alert(1)', { web: false, content: false }],
  [
    'javascript: after a control character',
    '\u0001javascript:alert(1)',
    { web: false, content: false },
  ],
  ['data:', 'data:text/html,<script>alert(1)</script>', { web: false, content: false }],
  ['vbscript:', 'vbscript:msgbox(1)', { web: false, content: false }],
  ['blob:', 'blob:https://example.social/1', { web: false, content: false }],
  ['file:', 'file:///etc/passwd', { web: false, content: false }],
  ['tel:', 'tel:123', { web: false, content: false }],
  ['ftp:', 'ftp://example.social/x', { web: false, content: false }],
  ['a relative path', '/@alice/1', { web: false, content: false }],
  ['a fragment', '#top', { web: false, content: false }],
  ['a protocol-relative URL', '//evil.example/x', { web: false, content: false }],
  ['a backslash protocol-relative URL', '\\\\evil.example/x', { web: false, content: false }],
  ['a bare host', 'example.social', { web: false, content: false }],
  ['an in-app route', '#/example.social/s/1', { web: false, content: false }],
  ['an in-app path', '/example.social/s/1', { web: false, content: false }],
  ['malformed', 'https://exa mple.social', { web: false, content: false }],
  ['no host', 'https://', { web: false, content: false }],
];

function anchorHtml(href: string): string {
  const anchor = document.createElement('a');
  anchor.setAttribute('href', href);
  anchor.textContent = 'the text';
  return `<p>${anchor.outerHTML}</p>`;
}

describe.each(URLS)('%s (%j)', (_name, url, rule) => {
  it('is an outside page only when the rule says so', () => {
    expect(parseHttpUrl(url) !== null).toBe(rule.web);
    expect(safeExternalHref(url)).toBe(rule.web ? url : undefined);
  });

  it('is a link in content only when the rule says so', () => {
    expect(contentLinkHref(url)).toBe(rule.content ? url : undefined);
  });

  it('is kept by the sanitiser and the renderer alike, its text always shown', () => {
    const html = anchorHtml(url);
    const sanitized = document.createElement('template');
    sanitized.content.append(sanitizeHtmlToFragment(html));
    const { container } = render(
      <MemoryRouter>
        {renderNodes(parseContent(html), { instance: 'home.example', still: true })}
      </MemoryRouter>,
    );
    expect(sanitized.content.querySelector('a[href]') !== null).toBe(rule.content);
    expect(container.querySelector('a[href]') !== null).toBe(rule.content);
    expect(container.textContent).toBe('the text');
  });
});

it.each([null, undefined, ''])('%j is no link at all', (value) => {
  expect(safeExternalHref(value)).toBeUndefined();
  expect(contentLinkHref(value)).toBeUndefined();
});

describe('inAppUrl', () => {
  const scope = 'https://petrel.example/app/';
  it.each([
    ['#/notifications', 'https://petrel.example/app/#/notifications'],
    ['https://petrel.example/app/#/home', 'https://petrel.example/app/#/home'],
    ['https://petrel.example/other', null],
    ['https://evil.example/app/', null],
    ['//evil.example/app/', null],
    ['javascript:alert(1)', null],
    ['https://exa mple.social', null],
  ])('%s -> %s', (url, expected) => {
    expect(inAppUrl(url, scope)).toBe(expected);
  });
});
