// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from 'vitest';
import { postClickIntent, type PostClick } from './post-click';

let post: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = `
    <article id="post">
      <header><span id="name">Alice</span></header>
      <div class="status-content"><p id="text">Hello <a id="link" href="https://x.example/">x</a>
        <img id="emoji" class="emoji" alt=":wave:"></p></div>
      <div class="media-grid"><span id="media">photo</span></div>
      <div class="poll"><span id="poll-text">Option</span></div>
      <article id="quote"><p id="quoted">quoted text</p></article>
      <button id="like"><span id="like-icon">♥</span></button>
      <input id="field">
    </article>
    <p id="outside">elsewhere</p>`;
  post = document.getElementById('post')!;
});

const click = (id: string, extra: Partial<PostClick> = {}): PostClick => ({
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  target: document.getElementById(id),
  ...extra,
});

describe('postClickIntent', () => {
  test.each(['text', 'name', 'emoji', 'post'])('a click on %s opens the post', (id) => {
    expect(postClickIntent(click(id), post, '')).toBe('open');
  });

  test.each(['link', 'media', 'poll-text', 'like', 'like-icon', 'field'])(
    'a click on %s keeps its own meaning',
    (id) => {
      expect(postClickIntent(click(id), post, '')).toBe('ignore');
    },
  );

  test('a click inside a quoted post belongs to that post', () => {
    expect(postClickIntent(click('quoted'), post, '')).toBe('ignore');
    const quote = document.getElementById('quote')!;
    expect(postClickIntent(click('quoted'), quote, '')).toBe('open');
  });

  test('selecting text does not open the post', () => {
    expect(postClickIntent(click('text'), post, 'Hello')).toBe('ignore');
    expect(postClickIntent(click('text'), post, '  ')).toBe('open');
  });

  test('ctrl, meta or the middle button open it in a new tab', () => {
    expect(postClickIntent(click('text', { ctrlKey: true }), post, '')).toBe('open-new-tab');
    expect(postClickIntent(click('text', { metaKey: true }), post, '')).toBe('open-new-tab');
    expect(postClickIntent(click('text', { button: 1 }), post, '')).toBe('open-new-tab');
  });

  test('shift, alt, the secondary button, a handled click or one elsewhere do nothing', () => {
    expect(postClickIntent(click('text', { shiftKey: true }), post, '')).toBe('ignore');
    expect(postClickIntent(click('text', { altKey: true }), post, '')).toBe('ignore');
    expect(postClickIntent(click('text', { button: 2 }), post, '')).toBe('ignore');
    expect(postClickIntent(click('text', { defaultPrevented: true }), post, '')).toBe('ignore');
    expect(postClickIntent(click('outside'), post, '')).toBe('ignore');
  });
});
