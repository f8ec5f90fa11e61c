import type { mastodon } from 'masto';
import { expect, test } from 'vitest';
import { withFollowedTag } from './followed-tags';

const tag = (name: string, following = true) =>
  ({ name, url: '', history: [], following }) as unknown as mastodon.v1.Tag;
const names = (tags: mastodon.v1.Tag[]) => tags.map((entry) => `${entry.name}:${entry.following}`);

test('an unfollowed tag stays in the list, marked, so it can be followed again', () => {
  const tags = [tag('birds'), tag('tides')];
  expect(names(withFollowedTag(tags, 'Tides', tag('tides', false)))).toEqual([
    'birds:true',
    'tides:false',
  ]);
});

test('a tag followed elsewhere (its page) joins the list in order of name', () => {
  const tags = [tag('birds'), tag('tides')];
  expect(names(withFollowedTag(tags, 'kelp', tag('kelp')))).toEqual([
    'birds:true',
    'kelp:true',
    'tides:true',
  ]);
});

test('unfollowing a tag that is not listed changes nothing', () => {
  expect(names(withFollowedTag([tag('birds')], 'kelp', tag('kelp', false)))).toEqual([
    'birds:true',
  ]);
});
