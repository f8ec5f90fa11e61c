import { http, HttpResponse } from 'msw';
import type { StreamListener, TimelineEvent } from '../../api/streaming';
import type {
  ConnectionState,
  StreamRequest,
  StreamEvent,
  StreamingSource,
} from '../../state/streaming';
import { accountJson, instanceV2Json, statusJson } from '../../test/fixtures';

export type StatusJson = ReturnType<typeof statusJson>;

/** Posts `from` down to `to` (ids as numbers), newest first. */
export function postsBetween(from: number, to: number): StatusJson[] {
  const posts: StatusJson[] = [];
  for (let id = from; id >= to; id--) posts.push(statusJson(String(id), `<p>Post ${id}</p>`));
  return posts;
}

/** Answers like Mastodon: newest first, `max_id` below, `min_id` the page just above. */
export function paginate(all: StatusJson[], url: URL): StatusJson[] {
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const maxId = url.searchParams.get('max_id');
  const minId = url.searchParams.get('min_id');
  if (minId) {
    const above = all.filter((post) => Number(post.id) > Number(minId));
    return above.slice(Math.max(0, above.length - limit));
  }
  const below = maxId ? all.filter((post) => Number(post.id) < Number(maxId)) : all;
  return below.slice(0, limit);
}

/** Server JSON as masto hands it to the app (camelCase keys). */
export function camelize<T>(value: T): T {
  if (Array.isArray(value)) return value.map(camelize) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        camelize(inner),
      ]),
    ) as T;
  }
  return value;
}

/** A streaming source the test drives. */
export function fakeStreamingSource() {
  const listeners = new Set<StreamListener>();
  const requests: StreamRequest[] = [];
  const stateListeners = new Set<() => void>();
  let state: ConnectionState = 'open';
  const source: StreamingSource = {
    subscribe: (request, listener) => {
      requests.push(request);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    onStateChange: (callback) => {
      stateListeners.add(callback);
      return () => stateListeners.delete(callback);
    },
    dispose: () => {
      listeners.clear();
      stateListeners.clear();
    },
  };
  return {
    source,
    requests,
    listeners,
    emit: (event: StreamEvent) => listeners.forEach((listener) => listener.onEvent(event)),
    resume: () => listeners.forEach((listener) => listener.onResume?.()),
    setState: (next: ConnectionState) => {
      state = next;
      stateListeners.forEach((callback) => callback());
    },
  };
}

export function streamedUpdate(post: StatusJson): TimelineEvent {
  return { stream: ['user'], event: 'update', payload: camelize(post) as never };
}

/** What a logged-in screen asks for besides its timeline. */
export function accountHandlers(origin: string) {
  return [
    http.get(`${origin}/api/v1/accounts/verify_credentials`, () =>
      HttpResponse.json(accountJson('1')),
    ),
    http.get(`${origin}/api/v2/instance`, () =>
      HttpResponse.json(instanceV2Json(new URL(origin).host)),
    ),
    http.get(`${origin}/api/v1/preferences`, () => HttpResponse.json({})),
    http.get(`${origin}/api/v2/filters`, () => HttpResponse.json([])),
    http.get(`${origin}/api/v1/filters`, () => HttpResponse.json([])),
    http.get(`${origin}/api/v1/markers`, () => HttpResponse.json({})),
    http.post(`${origin}/api/v1/markers`, () => HttpResponse.json({})),
    // The unread count beside Notifications.
    http.get(`${origin}/api/v1/notifications/unread_count`, () => HttpResponse.json({ count: 0 })),
  ];
}

/** jsdom lays nothing out: give feed rows a height so the virtualizer's ranges are real. */
export function layOutFeedRows(height = 100): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('timeline-row') ? height : 0;
    },
  });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original);
  };
}
