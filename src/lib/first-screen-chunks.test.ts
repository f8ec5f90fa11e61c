import { expect, test } from 'vitest';
import {
  firstScreenChunks,
  iconModulesByName,
  namedImports,
  staticReach,
  withNamedIcons,
} from './first-screen-chunks';

// main → shell → react; home → feed → (shell, card); local → card; settings (lazy) → card, form.
const graph: Record<string, string[]> = {
  main: ['shell'],
  shell: ['react'],
  react: [],
  home: ['feed', 'shell'],
  feed: ['card', 'shell'],
  card: [],
  local: ['card'],
  settings: ['card', 'form'],
  form: [],
};
const importsOf = (id: string) => graph[id] ?? [];

test('what roots load statically, themselves included', () => {
  expect([...staticReach(importsOf, ['home'])].sort()).toEqual([
    'card',
    'feed',
    'home',
    'react',
    'shell',
  ]);
});

test('the entry’s modules go into app, what the routes add into first-screen', () => {
  const chunks = firstScreenChunks(importsOf, 'main', ['home', 'local']);
  expect(Object.fromEntries(chunks)).toEqual({
    shell: 'app',
    react: 'app',
    feed: 'first-screen',
    card: 'first-screen',
  });
});

test('the entry and the routes keep files of their own; other screens’ modules are left alone', () => {
  const chunks = firstScreenChunks(importsOf, 'main', ['home', 'local']);
  for (const id of ['main', 'home', 'local', 'settings', 'form'])
    expect(chunks.has(id)).toBe(false);
});

test('a module both the entry and a route load is the entry’s', () => {
  const chunks = firstScreenChunks(importsOf, 'main', ['home']);
  expect(chunks.get('shell')).toBe('app');
});

const INDEX = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs';
const HOUSE = '/app/node_modules/lucide-react/dist/esm/icons/house.mjs';
const HEART = '/app/node_modules/lucide-react/dist/esm/icons/heart.mjs';
const INDEX_CODE = [
  "export { default as Home, default as House, default as LucideHouse } from './icons/house.mjs';",
  "export { default as Heart, default as HeartIcon } from './icons/heart.mjs';",
].join('\n');

test('the icon index says which module each of its names is', () => {
  const modules = iconModulesByName(INDEX_CODE, INDEX);
  expect(modules.get('Home')).toBe(HOUSE);
  expect(modules.get('House')).toBe(HOUSE);
  expect(modules.get('HeartIcon')).toBe(HEART);
  expect(modules.has('default')).toBe(false);
});

test('the names a module imports from a package, types and other packages left out', () => {
  const code =
    'import { Heart, House as Home } from "lucide-react";\n' +
    "import { type LucideIcon, X } from 'lucide-react';\n" +
    "import { useState } from 'react';";
  expect(namedImports(code, 'lucide-react')).toEqual(['Heart', 'House', 'X']);
});

test('a module loads the icons it names, not every icon the index imports', () => {
  const withIcons: Record<string, string[]> = {
    ...graph,
    shell: ['react', INDEX],
    feed: ['card', 'shell', INDEX],
    [INDEX]: [HOUSE, HEART],
    [HOUSE]: ['icon-base'],
    [HEART]: ['icon-base'],
  };
  const code: Record<string, string> = {
    [INDEX]: INDEX_CODE,
    shell: "import { House } from 'lucide-react';",
    feed: "import { Heart } from 'lucide-react';",
  };
  const importsOf = withNamedIcons(
    (id) => withIcons[id] ?? [],
    (id) => code[id],
  );
  const chunks = firstScreenChunks(importsOf, 'main', ['home']);
  expect(chunks.has(INDEX)).toBe(false);
  expect(chunks.get(HOUSE)).toBe('app');
  expect(chunks.get('icon-base')).toBe('app');
  expect(chunks.get(HEART)).toBe('first-screen');
});

test('without a module’s code its icons are left to the bundler', () => {
  const importsOf = withNamedIcons(
    (id) => (id === 'shell' ? ['react', INDEX] : (graph[id] ?? [])),
    (id) => (id === INDEX ? INDEX_CODE : null),
  );
  const chunks = firstScreenChunks(importsOf, 'main', ['home']);
  expect(chunks.has(INDEX)).toBe(false);
  expect(chunks.has(HOUSE)).toBe(false);
  expect(chunks.get('shell')).toBe('app');
});

test('what the navigation adds goes into navigation; what it shares with the first screen stays there', () => {
  const withNav: Record<string, string[]> = {
    ...graph,
    sidebar: ['shell', 'card', 'nav-icons'],
    tabs: ['sidebar', 'nav-icons'],
    'nav-icons': [],
  };
  const chunks = firstScreenChunks(
    (id) => withNav[id] ?? [],
    'main',
    ['home'],
    ['sidebar', 'tabs'],
  );
  expect(chunks.get('nav-icons')).toBe('navigation');
  expect(chunks.get('card')).toBe('first-screen');
  expect(chunks.get('shell')).toBe('app');
  expect(chunks.has('sidebar')).toBe(false);
  expect(chunks.has('tabs')).toBe(false);
});
