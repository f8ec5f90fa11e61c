import { describe, expect, test } from 'vitest';
import { nestReplies, type ThreadNode } from './thread-tree';

/** Each post by its own author unless one is named. */
const post = (id: string, inReplyToId: string | null, author = `by-${id}`): ThreadNode => ({
  id,
  inReplyToId,
  account: { id: author },
});
const focused = post('root', null, 'op');
const layout = (descendants: ThreadNode[], maxIndent?: number) =>
  nestReplies(focused, descendants, maxIndent).map((row) => ({
    id: row.status.id,
    depth: row.depth,
    level: row.level,
    parent: row.parent?.id ?? null,
    missing: row.missingParent,
    replyingTo: row.showReplyingTo,
  }));

describe('nestReplies', () => {
  test.each([
    {
      name: 'no replies',
      descendants: [],
      expected: [],
    },
    {
      name: 'direct replies keep server order',
      descendants: [post('a', 'root'), post('b', 'root')],
      expected: [
        { id: 'a', depth: 1, level: 1, parent: null, missing: false, replyingTo: false },
        { id: 'b', depth: 1, level: 1, parent: null, missing: false, replyingTo: false },
      ],
    },
    {
      name: 'a subtree is read before the next sibling, even when sent later',
      descendants: [post('a', 'root'), post('b', 'root'), post('a1', 'a'), post('a1x', 'a1')],
      expected: [
        { id: 'a', depth: 1, level: 1, parent: null, missing: false, replyingTo: false },
        { id: 'a1', depth: 2, level: 2, parent: 'a', missing: false, replyingTo: false },
        { id: 'a1x', depth: 3, level: 3, parent: 'a1', missing: false, replyingTo: false },
        { id: 'b', depth: 1, level: 1, parent: null, missing: false, replyingTo: false },
      ],
    },
    {
      name: "the focused author's own replies come first",
      descendants: [post('a', 'root'), post('self', 'root', 'op')],
      expected: [
        { id: 'self', depth: 1, level: 1, parent: null, missing: false, replyingTo: false },
        { id: 'a', depth: 1, level: 1, parent: null, missing: false, replyingTo: false },
      ],
    },
    {
      name: 'a self-thread stays at one level; others answering it nest below their post',
      descendants: [
        post('s1', 'root', 'op'),
        post('s2', 's1', 'op'),
        post('r', 's2', 'bob'),
        post('r2', 'r', 'bob'),
        post('s3', 's2', 'op'),
      ],
      expected: [
        { id: 's1', depth: 1, level: 1, parent: null, missing: false, replyingTo: false },
        { id: 's2', depth: 1, level: 1, parent: 's1', missing: false, replyingTo: false },
        { id: 's3', depth: 1, level: 1, parent: 's2', missing: false, replyingTo: false },
        { id: 'r', depth: 2, level: 2, parent: 's2', missing: false, replyingTo: false },
        { id: 'r2', depth: 2, level: 2, parent: 'r', missing: false, replyingTo: false },
      ],
    },
    {
      name: 'indentation is capped and deeper rows say whom they answer',
      descendants: [post('1', 'root'), post('2', '1'), post('3', '2'), post('4', '3')],
      maxIndent: 2,
      expected: [
        { id: '1', depth: 1, level: 1, parent: null, missing: false, replyingTo: false },
        { id: '2', depth: 2, level: 2, parent: '1', missing: false, replyingTo: false },
        { id: '3', depth: 2, level: 3, parent: '2', missing: false, replyingTo: true },
        { id: '4', depth: 2, level: 4, parent: '3', missing: false, replyingTo: true },
      ],
    },
    {
      name: 'a reply whose parent is missing comes last as a direct reply',
      descendants: [post('lost', 'deleted'), post('a', 'root'), post('lost1', 'lost')],
      expected: [
        { id: 'a', depth: 1, level: 1, parent: null, missing: false, replyingTo: false },
        { id: 'lost', depth: 1, level: 1, parent: null, missing: true, replyingTo: false },
        { id: 'lost1', depth: 2, level: 2, parent: 'lost', missing: false, replyingTo: false },
      ],
    },
    {
      name: 'a reply cycle neither loops nor loses posts',
      descendants: [post('p', 'q'), post('q', 'p'), post('self', 'self')],
      expected: [
        { id: 'self', depth: 1, level: 1, parent: null, missing: true, replyingTo: false },
        { id: 'p', depth: 1, level: 1, parent: null, missing: true, replyingTo: false },
        { id: 'q', depth: 2, level: 2, parent: 'p', missing: false, replyingTo: false },
      ],
    },
  ])('$name', ({ descendants, maxIndent, expected }) => {
    expect(layout(descendants, maxIndent)).toEqual(expected);
  });

  test('a 1000-reply thread is laid out whole, in one pass', () => {
    const descendants = Array.from({ length: 1000 }, (_, i) =>
      post(String(i), i % 10 === 0 ? 'root' : String(i - 1)),
    );
    const rows = nestReplies(focused, descendants);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((row) => row.status.id)).size).toBe(1000);
    expect(Math.max(...rows.map((row) => row.depth))).toBe(4);
  });
});
