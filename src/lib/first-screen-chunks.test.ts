import { expect, test } from 'vitest';
import { firstScreenChunks, staticReach } from './first-screen-chunks';

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

test('the icon set is left to the bundler: its index would claim every icon for the first screen', () => {
  const icons = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs';
  const house = '/app/node_modules/lucide-react/dist/esm/icons/house.mjs';
  const withIcons: Record<string, string[]> = {
    ...graph,
    shell: ['react', icons],
    [icons]: [house],
  };
  const chunks = firstScreenChunks((id) => withIcons[id] ?? [], 'main', ['home']);
  expect(chunks.has(icons)).toBe(false);
  expect(chunks.has(house)).toBe(false);
  expect(chunks.get('shell')).toBe('app');
});
