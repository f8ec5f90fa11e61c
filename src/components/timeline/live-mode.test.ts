import { expect, it } from 'vitest';
import type { ConnectionState } from '../../state/streaming';
import { liveMode, type LiveMode } from './use-live-timeline';

it.each<[boolean, boolean, ConnectionState, LiveMode]>([
  [false, false, 'idle', 'none'],
  [false, true, 'unavailable', 'none'],
  [true, false, 'idle', 'poll'],
  [true, true, 'connecting', 'stream'],
  [true, true, 'open', 'stream'],
  [true, true, 'reconnecting', 'stream'],
  [true, true, 'paused', 'stream'],
  [true, true, 'unavailable', 'poll'],
])('streams %s, can stream %s, socket %s: %s', (hasStreams, canStream, connection, mode) => {
  expect(liveMode(hasStreams, canStream, connection)).toBe(mode);
});
