import { expect, test, vi } from 'vitest';
import type { ConnectionState, StreamingSource, StreamListener } from './streaming';
import { DeferredSource } from './deferred-streaming';

/** A source standing for the hub: it records subscriptions and changes state when told. */
function fakeHub() {
  let state: ConnectionState = 'connecting';
  const watchers = new Set<() => void>();
  const subscribed = new Set<StreamListener>();
  const hub: StreamingSource = {
    subscribe: (_request, listener) => {
      subscribed.add(listener);
      return () => subscribed.delete(listener);
    },
    getState: () => state,
    onStateChange: (callback) => {
      watchers.add(callback);
      return () => watchers.delete(callback);
    },
    dispose: vi.fn(),
  };
  const setState = (next: ConnectionState) => {
    state = next;
    watchers.forEach((callback) => callback());
  };
  return { hub, subscribed, watchers, setState };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

test('subscriptions and state watchers made before the hub loads are handed to it', async () => {
  const load = deferred<StreamingSource>();
  const source = new DeferredSource(load.promise);
  const listener: StreamListener = { onEvent: vi.fn() };
  const kept: StreamListener = { onEvent: vi.fn() };
  const changed = vi.fn();
  source.onStateChange(changed);
  const unsubscribe = source.subscribe({ stream: 'user' }, listener);
  source.subscribe({ stream: 'public' }, kept)();
  expect(source.getState()).toBe('idle');

  const { hub, subscribed, setState } = fakeHub();
  load.resolve(hub);
  await load.promise;
  await Promise.resolve();
  expect([...subscribed]).toEqual([listener]);
  expect(source.getState()).toBe('connecting');
  expect(changed).toHaveBeenCalledTimes(1);
  setState('open');
  expect(changed).toHaveBeenCalledTimes(2);
  expect(source.getState()).toBe('open');

  unsubscribe();
  expect(subscribed.size).toBe(0);
  source.dispose();
  expect(hub.dispose).toHaveBeenCalled();
});

test('a hub that loads after dispose is disposed at once; one that fails to load is unavailable', async () => {
  const late = deferred<StreamingSource>();
  const gone = new DeferredSource(late.promise);
  gone.dispose();
  const { hub } = fakeHub();
  late.resolve(hub);
  await late.promise;
  await Promise.resolve();
  expect(hub.dispose).toHaveBeenCalled();

  const failing = deferred<StreamingSource>();
  const source = new DeferredSource(failing.promise);
  const changed = vi.fn();
  source.onStateChange(changed);
  failing.reject(new Error('chunk failed'));
  await failing.promise.catch(() => undefined);
  await Promise.resolve();
  expect(source.getState()).toBe('unavailable');
  expect(changed).toHaveBeenCalled();
});
