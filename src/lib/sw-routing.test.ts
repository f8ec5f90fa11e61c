import { describe, expect, test } from 'vitest';
import { cacheableEntries, mayCache, servesAppShell } from './sw-routing';

const scope = new URL('https://petrel.example/app/');
const url = (href: string) => new URL(href, scope);

describe('mayCache', () => {
  test("the app's own files may be cached", () => {
    expect(mayCache(url('index.html'), scope)).toBe(true);
    expect(mayCache(url('assets/index-abc.js'), scope)).toBe(true);
    expect(mayCache(url('icons/icon-192.png'), scope)).toBe(true);
  });

  test("an instance's answers never are: other origins", () => {
    expect(mayCache(new URL('https://mastodon.social/api/v1/timelines/home'), scope)).toBe(false);
    expect(mayCache(new URL('https://files.mastodon.social/media/1.png'), scope)).toBe(false);
    expect(mayCache(new URL('http://127.0.0.1:8787/api/v1/instance'), scope)).toBe(false);
    // even when the path looks like one of the app's
    expect(mayCache(new URL('https://instance.example/app/assets/a.js'), scope)).toBe(false);
    const rootScope = new URL('http://127.0.0.1:5331/');
    expect(mayCache(new URL('http://127.0.0.1:8831/media/1.png'), rootScope)).toBe(false);
  });

  test('nor API or OAuth paths on the app origin, nor paths outside its scope', () => {
    expect(mayCache(url('/api/v1/accounts/verify_credentials'), scope)).toBe(false);
    expect(mayCache(url('api/v1/notifications'), scope)).toBe(false);
    expect(mayCache(url('/oauth/token'), scope)).toBe(false);
    expect(mayCache(url('/other/index.html'), scope)).toBe(false);
  });

  test('nor addresses with a query (answers that depend on it)', () => {
    expect(mayCache(url('assets/a.js?token=x'), scope)).toBe(false);
  });
});

describe('servesAppShell', () => {
  test('every page of the app gets index.html', () => {
    expect(servesAppShell(url('./'), scope)).toBe(true);
    expect(servesAppShell(url('index.html'), scope)).toBe(true);
    expect(servesAppShell(url('./?code=abc'), scope)).toBe(true);
  });

  test('API and OAuth pages, files and other origins do not', () => {
    expect(servesAppShell(url('/oauth/authorize'), scope)).toBe(false);
    expect(servesAppShell(url('api/v1/instance'), scope)).toBe(false);
    expect(servesAppShell(url('favicon.ico'), scope)).toBe(false);
    expect(servesAppShell(new URL('https://mastodon.social/'), scope)).toBe(false);
  });
});

test('cacheableEntries keeps only what may be cached', () => {
  const entries = [
    { url: 'index.html', revision: '1' },
    'assets/a.js',
    { url: 'https://cdn.example/x.js', revision: null },
    'api/v1/instance',
  ];
  expect(cacheableEntries(entries, scope)).toEqual([
    { url: 'index.html', revision: '1' },
    'assets/a.js',
  ]);
});
