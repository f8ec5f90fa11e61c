import { afterEach, describe, expect, it } from 'vitest';
import { FEED_SCROLLER_ATTRIBUTE, feedHasKeys, feedScroll } from './feed-scroller';

function column(): { scroller: HTMLElement; post: HTMLElement } {
  const scroller = document.createElement('div');
  scroller.setAttribute(FEED_SCROLLER_ATTRIBUTE, '');
  scroller.tabIndex = 0;
  const post = document.createElement('article');
  post.tabIndex = -1;
  scroller.append(post);
  document.body.append(scroller);
  return { scroller, post };
}

afterEach(() => document.body.replaceChildren());

describe('which feed the keys reach', () => {
  it('is the feed of the column holding focus', () => {
    const first = column();
    const second = column();
    second.post.focus();
    expect(feedHasKeys(second.scroller)).toBe(true);
    expect(feedHasKeys(first.scroller)).toBe(false);
    expect(feedHasKeys(null)).toBe(false);
  });

  it('is the window feed when focus is outside any column', () => {
    const { scroller } = column();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    expect(feedHasKeys(null)).toBe(true);
    expect(feedHasKeys(scroller)).toBe(false);
  });
});

describe('feedScroll', () => {
  it('reads a column by its own scrollTop, and the window by scrollY', () => {
    const { scroller } = column();
    scroller.scrollTop = 120;
    expect(feedScroll(scroller).top()).toBe(120);
    expect(feedScroll(scroller).target).toBe(scroller);
    expect(feedScroll(null).target).toBe(window);
    expect(feedScroll(scroller).coveredTop()).toBe(0);
  });
});
