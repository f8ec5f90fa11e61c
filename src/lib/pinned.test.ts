import { expect, test } from 'vitest';
import { statusJson } from '../test/fixtures';
import { pinnedOnly } from './pinned';
import type { mastodon } from 'masto';

const status = (id: string, pinned: boolean | undefined) =>
  ({ ...statusJson(id, 'x'), pinned }) as unknown as mastodon.v1.Status;

test('posts of a pinned answer are pinned unless they say they are not (servers ignoring the parameter)', () => {
  expect(pinnedOnly([status('1', undefined), status('2', true)]).map((s) => s.id)).toEqual([
    '1',
    '2',
  ]);
  expect(pinnedOnly([status('3', false), status('4', false)])).toEqual([]);
});
