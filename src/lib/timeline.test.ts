import { describe, expect, it } from 'vitest';
import type { mastodon } from 'masto';
import {
  applyDelete,
  applyHomeVisibility,
  applyStatusUpdate,
  applyStreamEvent,
  dedupeStatuses,
  groupBoosts,
  isReplyToOthers,
  mergePages,
  receiveStreamedStatus,
  type TimelineBuffer,
  type TimelineItem,
} from './timeline';
import { makeBoost, makeStatus } from './status-fixture';

const post = (id: string, author = '1') => makeStatus({ id, account: { id: author } });
const createBuffer = (items: mastodon.v1.Status[] = []): TimelineBuffer => ({
  items,
  pending: [],
  overflowed: false,
});
const ids = (list: readonly mastodon.v1.Status[]) => list.map((s) => s.id);

describe('mergePages / dedupeStatuses', () => {
  it('flattens pages in order and drops repeated ids', () => {
    const pages = [[post('5'), post('4'), post('3')], [post('3'), post('2')], [post('1')]];
    expect(ids(mergePages(pages))).toEqual(['5', '4', '3', '2', '1']);
  });

  it('shows a post once even when it is also boosted', () => {
    const original = post('10');
    const boostA = makeBoost(original, { id: '7' }, 'b1');
    const boostB = makeBoost(original, { id: '8' }, 'b2');
    expect(ids(dedupeStatuses([boostA, post('9'), original, boostB]))).toEqual(['b1', '9']);
    expect(ids(dedupeStatuses([original, boostA]))).toEqual(['10']);
  });

  it('handles empty pages', () => {
    expect(mergePages([[], []])).toEqual([]);
  });
});

describe('streamed posts buffer', () => {
  it('queues new posts behind "N new posts", newest first, without showing them', () => {
    let buffer = createBuffer([post('1')]);
    buffer = receiveStreamedStatus(buffer, post('2'));
    buffer = receiveStreamedStatus(buffer, post('3'));
    expect(ids(buffer.items)).toEqual(['1']);
    expect(ids(buffer.pending)).toEqual(['3', '2']);
  });

  it('ignores a streamed post already shown or pending, including as a boost', () => {
    const original = post('1');
    let buffer = createBuffer([original]);
    buffer = receiveStreamedStatus(buffer, post('1'));
    buffer = receiveStreamedStatus(buffer, makeBoost(original));
    buffer = receiveStreamedStatus(buffer, post('2'));
    buffer = receiveStreamedStatus(buffer, post('2'));
    expect(ids(buffer.pending)).toEqual(['2']);
  });

  it('stays bounded and flags the gap when too many posts arrive', () => {
    let buffer = createBuffer();
    for (let i = 1; i <= 5; i++) buffer = receiveStreamedStatus(buffer, post(String(i)), 3);
    expect(ids(buffer.pending)).toEqual(['5', '4', '3']);
    expect(buffer.overflowed).toBe(true);
  });
});

describe('edits and deletes', () => {
  it('replaces an edited post in place and inside boosts', () => {
    const original = post('1');
    const list = [post('3'), makeBoost(original, { id: '9' }, 'b'), original];
    const edited = makeStatus({ id: '1', content: '<p>edited</p>' });
    const result = applyStatusUpdate(list, edited);
    expect(ids(result)).toEqual(['3', 'b', '1']);
    expect(result[1].reblog?.content).toBe('<p>edited</p>');
    expect(result[2].content).toBe('<p>edited</p>');
    expect(list[2].content).toBe('<p>hello</p>');
  });

  it('returns the same array when the edited post is absent', () => {
    const list = [post('1')];
    expect(applyStatusUpdate(list, post('2'))).toBe(list);
  });

  it('removes a deleted post and its boosts', () => {
    const original = post('1');
    const list = [post('3'), makeBoost(original, { id: '9' }, 'b'), original, post('0')];
    expect(ids(applyDelete(list, '1'))).toEqual(['3', '0']);
    expect(applyDelete(list, 'missing')).toBe(list);
  });

  it('applies streaming events to items and pending posts', () => {
    let buffer = createBuffer([post('1'), post('0')]);
    buffer = applyStreamEvent(buffer, { stream: ['user'], event: 'update', payload: post('2') });
    expect(ids(buffer.pending)).toEqual(['2']);

    const edited = makeStatus({ id: '2', content: '<p>v2</p>' });
    buffer = applyStreamEvent(buffer, {
      stream: ['user'],
      event: 'status.update',
      payload: edited,
    });
    expect(buffer.pending[0].content).toBe('<p>v2</p>');

    buffer = applyStreamEvent(buffer, { stream: ['user'], event: 'delete', payload: '1' });
    expect(ids(buffer.items)).toEqual(['0']);

    const same = applyStreamEvent(buffer, { stream: ['user'], event: 'delete', payload: 'nope' });
    expect(same).toBe(buffer);
  });
});

describe('Home visibility', () => {
  const own = makeStatus({ id: 'o', account: { id: 'a' } });
  const selfReply = makeStatus({
    id: 's',
    account: { id: 'a' },
    inReplyToId: 'o',
    inReplyToAccountId: 'a',
  });
  const replyToOther = makeStatus({
    id: 'r',
    account: { id: 'a' },
    inReplyToId: 'x',
    inReplyToAccountId: 'b',
  });
  const boost = makeBoost(replyToOther, { id: 'c' }, 'boost');
  const list = [own, selfReply, replyToOther, boost];

  it.each<[boolean, boolean, string[]]>([
    [false, false, ['o', 's', 'r', 'boost']],
    [true, false, ['o', 's', 'r']],
    [false, true, ['o', 's', 'boost']],
    [true, true, ['o', 's']],
  ])('hideBoosts %s, hideReplies %s', (hideBoosts, hideReplies, expected) => {
    expect(ids(applyHomeVisibility(list, { hideBoosts, hideReplies }))).toEqual(expected);
  });

  it.each([
    [own, false],
    [selfReply, false],
    [replyToOther, true],
  ])('isReplyToOthers(%#) is %s', (status, expected) => {
    expect(isReplyToOthers(status)).toBe(expected);
  });
});

describe('boosts carousel grouping', () => {
  const boost = (id: string) => makeBoost(post(`o${id}`), { id: '9' }, id);
  const shape = (items: TimelineItem[]) =>
    items.map((item) =>
      item.type === 'status' ? item.status.id : `[${ids(item.statuses).join(',')}]`,
    );

  it.each<[string, mastodon.v1.Status[], number | undefined, string[]]>([
    [
      'a run of boosts',
      [post('1'), boost('b1'), boost('b2'), boost('b3'), post('2')],
      undefined,
      ['1', '[b1,b2,b3]', '2'],
    ],
    [
      'a single boost stays inline',
      [post('1'), boost('b1'), post('2')],
      undefined,
      ['1', 'b1', '2'],
    ],
    [
      'two separate runs',
      [boost('b1'), boost('b2'), post('1'), boost('b3'), boost('b4')],
      undefined,
      ['[b1,b2]', '1', '[b3,b4]'],
    ],
    ['a run shorter than minRun', [boost('b1'), boost('b2'), post('1')], 3, ['b1', 'b2', '1']],
    ['no boosts', [post('1'), post('2')], undefined, ['1', '2']],
  ])('%s', (_label, list, minRun, expected) => {
    expect(shape(groupBoosts(list, { enabled: true, minRun }))).toEqual(expected);
  });

  it('leaves everything inline when the setting is off', () => {
    const list = [boost('b1'), boost('b2'), boost('b3')];
    expect(shape(groupBoosts(list, { enabled: false }))).toEqual(['b1', 'b2', 'b3']);
  });

  it('gives every item a stable unique key', () => {
    const items = groupBoosts([post('1'), boost('b1'), boost('b2')], { enabled: true });
    expect(items.map((item) => item.key)).toEqual(['1', 'boosts-b1']);
  });
});
