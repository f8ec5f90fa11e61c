import { describe, expect, test } from 'vitest';
import {
  cacheableEntries,
  cachesOnFirstUse,
  filesToCacheNow,
  mayCache,
  servesAppShell,
} from './sw-routing';

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

describe('cachesOnFirstUse', () => {
  test.each([
    ['a route chunk', 'assets/SettingsPage-Ab12Cd34.js', true],
    ["another locale's catalog", 'assets/de-Ab12Cd34.js', true],
    ['the emoji data', 'assets/compact-Ab12Cd34.js', true],
    ['a font', 'assets/inter-Ab12Cd34.woff2', true],
    ['a stylesheet', 'assets/SettingsPage-Ab12Cd34.css', true],
    ['index.html (precached)', 'index.html', false],
    ['a file outside assets/', 'icons/petrel-maskable.svg', false],
    ['the service worker', 'sw.js', false],
    ['assets/ outside the scope', '/assets/a-Ab12Cd34.js', false],
    ['assets/ with a query', 'assets/a-Ab12Cd34.js?token=x', false],
    ['an instance under /api/', '/api/v1/assets/a.js', false],
  ])('%s: %s → %s', (_, href, expected) => {
    expect(cachesOnFirstUse(url(href), scope)).toBe(expected);
  });

  test("an instance's files never are, even under a path like the app's", () => {
    expect(cachesOnFirstUse(new URL('https://instance.example/app/assets/a.js'), scope)).toBe(
      false,
    );
    expect(cachesOnFirstUse(new URL('http://127.0.0.1:8831/app/assets/a.js'), scope)).toBe(false);
  });
});

test('filesToCacheNow: what the first visit loaded of the app, once, without any instance file', () => {
  const loaded = [
    'https://petrel.example/app/assets/en-Ab12Cd34.js',
    'https://petrel.example/app/assets/LoginPage-Ab12Cd34.js',
    'https://petrel.example/app/assets/en-Ab12Cd34.js',
    'https://petrel.example/app/manifest.webmanifest',
    'https://petrel.example/app/icons/favicon-32.png',
    'https://mastodon.social/api/v1/instance',
    'https://files.mastodon.social/accounts/avatars/1.png',
    'https://petrel.example/api/v1/timelines/public',
  ];
  expect(filesToCacheNow(loaded, scope)).toEqual([
    'https://petrel.example/app/assets/en-Ab12Cd34.js',
    'https://petrel.example/app/assets/LoginPage-Ab12Cd34.js',
  ]);
});
