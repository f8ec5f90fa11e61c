import { expect, test } from 'vitest';
import { endSession, sessionFor } from './session';
import { shortcutsStorageKey, shortcutsStore } from './shortcuts';

const session = sessionFor(null);
const key = shortcutsStorageKey(session.scopeKey);

function changedInAnotherTab(value: unknown) {
  const newValue = JSON.stringify(value);
  localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

test('shortcuts are stored, and follow a change made in another tab', () => {
  const store = shortcutsStore(session);
  expect(shortcutsStore(session)).toBe(store);
  expect(store.getState()).toEqual([]);
  store.setState([{ type: 'home' }], true);
  expect(JSON.parse(localStorage.getItem(key)!)).toEqual([{ type: 'home' }]);

  changedInAnotherTab([{ type: 'bookmarks' }, { type: 'notifications' }]);
  expect(store.getState()).toEqual([{ type: 'bookmarks' }, { type: 'notifications' }]);

  // Another key, or a damaged entry from elsewhere, changes nothing it should not.
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'other', newValue: '[]', storageArea: localStorage }),
  );
  expect(store.getState()).toHaveLength(2);
  changedInAnotherTab([{ type: 'nonsense' }, { type: 'home' }]);
  expect(store.getState()).toEqual([{ type: 'home' }]);

  // A session that ends stops following.
  endSession(session.scopeKey, { forgetStored: false });
  changedInAnotherTab([{ type: 'profile' }]);
  expect(store.getState()).toEqual([{ type: 'home' }]);
});
