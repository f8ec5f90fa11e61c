import { describe, expect, test } from 'vitest';
import { filesIndexLoads, shellEntries } from './sw-precache';

// As Vite writes it (trimmed): the entry, its modulepreloads and stylesheet, icons, manifest.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
    <link rel="icon" href="./icons/petrel.svg" type="image/svg+xml" />
    <link rel="icon" href="./icons/favicon-32.png" sizes="32x32" type="image/png" />
    <link rel="apple-touch-icon" href="./icons/apple-touch-icon.png" />
    <title>Petrel</title>
    <script type="module" crossorigin src="./assets/index-YNjLthKk.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/jsx-runtime-C3cWAN_r.js">
    <link rel="modulepreload" crossorigin href="./assets/session-BNoBai1b.js">
    <link rel="stylesheet" crossorigin href="./assets/index-D9xe4dGD.css">
    <meta name="theme-color" content="#2f5bd3">
  <link rel="manifest" href="./manifest.webmanifest"></head>
  <body><div id="root"></div></body>
</html>`;

const MANIFEST_ICONS = ['icons/icon-192.png', 'icons/icon-512.png', 'icons/petrel.svg'];

describe('filesIndexLoads', () => {
  test('the scripts, modulepreloads, stylesheets, icons and manifest of the built index.html', () => {
    expect(filesIndexLoads(INDEX_HTML)).toEqual([
      'icons/petrel.svg',
      'icons/favicon-32.png',
      'icons/apple-touch-icon.png',
      'assets/index-YNjLthKk.js',
      'assets/jsx-runtime-C3cWAN_r.js',
      'assets/session-BNoBai1b.js',
      'assets/index-D9xe4dGD.css',
      'manifest.webmanifest',
    ]);
  });

  test.each([
    ['an inline script', '<script>window.x = 1</script>', []],
    ['single quotes', "<link rel='stylesheet' href='assets/a.css'>", ['assets/a.css']],
    ['several rel tokens', '<link rel="shortcut icon" href="favicon.png">', ['favicon.png']],
    ['a link that loads nothing', '<link rel="preconnect" href="./assets/x.js">', []],
    ['another origin', '<script src="https://cdn.example/x.js"></script>', []],
    ['a data: icon', '<link rel="icon" href="data:image/png;base64,AAAA">', []],
    ['a data-src attribute', '<script data-src="./assets/x.js"></script>', []],
    ['twice', '<script src="./a.js"></script><link rel="modulepreload" href="a.js">', ['a.js']],
  ])('%s', (_, html, expected) => {
    expect(filesIndexLoads(html)).toEqual(expected);
  });
});

describe('shellEntries', () => {
  const entry = (url: string) => ({ url, revision: null });

  test.each([
    ['index.html', true],
    ['assets/index-YNjLthKk.js', true],
    ['assets/session-BNoBai1b.js', true],
    ['assets/index-D9xe4dGD.css', true],
    ['manifest.webmanifest', true],
    ['icons/apple-touch-icon.png', true],
    ['icons/icon-512.png', true],
    ['icons/petrel-maskable.svg', false],
    ['assets/de-Ab12Cd34.js', false],
    ['assets/en-Ab12Cd34.js', false],
    ['assets/compact-CelYNJqw.js', false],
    ['assets/SettingsPage-Ab12Cd34.js', false],
    ['assets/SettingsPage-Ab12Cd34.css', false],
    ['assets/inter-Ab12Cd34.woff2', false],
  ])('%s precached: %s', (url, expected) => {
    const kept = shellEntries([entry(url)], {
      indexHtml: INDEX_HTML,
      manifestIcons: MANIFEST_ICONS,
    });
    expect(kept.length === 1).toBe(expected);
  });

  test('keeps the entries as workbox gave them, in order', () => {
    const entries = [
      { url: 'assets/de-Ab12Cd34.js', revision: null, size: 9 },
      { url: 'index.html', revision: 'a1', size: 2 },
      { url: 'icons/icon-192.png', revision: 'b2', size: 3 },
    ];
    expect(shellEntries(entries, { indexHtml: INDEX_HTML, manifestIcons: MANIFEST_ICONS })).toEqual(
      [entries[1], entries[2]],
    );
  });
});
