import { useState, type ReactNode } from 'react';
import { createKey, parsePath, Router, type History, type Location } from '../components/router';

/** A history held in memory: the entries given, at the last one. */
function createMemoryHistory(initialEntries: readonly string[]): History {
  const entries: Location[] = initialEntries.map((path, index) => ({
    ...parsePath(path),
    state: null,
    key: index === 0 ? 'default' : createKey(),
  }));
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    location: () => entries[index],
    href: (path) => path,
    push(path, state) {
      index += 1;
      entries.splice(index, entries.length, { ...parsePath(path), state, key: createKey() });
      notify();
    },
    replace(path, state) {
      entries[index] = { ...parsePath(path), state, key: createKey() };
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's router over an in-memory history, for tests of parts rendered without the app. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: readonly string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}
