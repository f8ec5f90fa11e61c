import { describe, expect, it } from 'vitest';
import { safeExternalHref } from './safe-href';

describe('safeExternalHref', () => {
  it.each([
    'https://example.social/@alice/1',
    'http://example.social/about',
    'HTTPS://EXAMPLE.SOCIAL/',
    'https://example.social/media/a.png?x=1#top',
  ])('keeps %s', (url) => {
    expect(safeExternalHref(url)).toBe(url);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: with a tab', 'java\tscript:alert(1)'],
    ['javascript: after spaces', '  javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['blob:', 'blob:https://example.social/1'],
    ['file:', 'file:///etc/passwd'],
    ['mailto:', 'mailto:alice@example.social'],
    ['a relative path', '/@alice/1'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a bare host', 'example.social'],
    ['malformed', 'https://exa mple.social'],
    ['no host', 'https://'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_name, url) => {
    expect(safeExternalHref(url)).toBeUndefined();
  });
});
