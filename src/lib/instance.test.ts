import { describe, expect, it, test } from 'vitest';
import {
  InvalidInstanceError,
  instanceFromLoginInput,
  instanceOrigin,
  isLoopbackHost,
  isValidInstance,
  normalizeInstance,
  shownInstance,
} from './instance';

describe('normalizeInstance', () => {
  test.each([
    ['mastodon.example', 'mastodon.example'],
    ['https://mastodon.example', 'mastodon.example'],
    ['http://mastodon.example/', 'mastodon.example'],
    ['HTTPS://Mastodon.Example///', 'mastodon.example'],
    ['  social.example  ', 'social.example'],
    ['127.0.0.1:3000', '127.0.0.1:3000'],
    ['http://localhost:8080/', 'localhost:8080'],
    ['[::1]:4000', '[::1]:4000'],
    ['', 'default.example'],
    ['   ', 'default.example'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeInstance(input, 'default.example')).toBe(expected);
  });

  test.each([
    'not a host',
    'mastodon.example/path',
    'user@mastodon.example',
    'ftp://mastodon.example',
    'mastodon.example:99999',
    'mastodon.example:',
    '-bad.example',
    'https://',
  ])('%j is rejected with "Invalid instance"', (input) => {
    expect(() => normalizeInstance(input, 'default.example')).toThrow(InvalidInstanceError);
    expect(() => normalizeInstance(input, 'default.example')).toThrow('Invalid instance');
  });
});

test.each([
  ['localhost', true],
  ['localhost:3000', true],
  ['127.0.0.1', true],
  ['127.0.0.1:4000', true],
  ['127.255.1.9', true],
  ['[::1]:3000', true],
  ['128.0.0.1', false],
  ['127.0.0.1.example', false],
  ['mastodon.social', false],
  ['localhost.example', false],
])('isLoopbackHost(%j) is %s', (host, expected) => {
  expect(isLoopbackHost(host)).toBe(expected);
});

test.each([
  ['mastodon.social', 'https://mastodon.social'],
  ['127.0.0.1:4000', 'http://127.0.0.1:4000'],
  ['localhost', 'http://localhost'],
  ['[::1]:8080', 'http://[::1]:8080'],
])('instanceOrigin(%j) is %j', (host, origin) => {
  expect(instanceOrigin(host)).toBe(origin);
});

test.each([
  ['mastodon.social', true],
  ['Mastodon.social', false],
  ['https://mastodon.social', false],
  ['', false],
  ['bad host', false],
])('isValidInstance(%j) is %s', (host, expected) => {
  expect(isValidInstance(host)).toBe(expected);
});

describe('instanceFromLoginInput', () => {
  it.each([
    ['https://other.example/@bob/123456', 'other.example'],
    ['https://other.example/users/bob/statuses/123', 'other.example'],
    ['  https://Other.Example/@bob  ', 'other.example'],
    ['http://127.0.0.1:8787/@alice', '127.0.0.1:8787'],
    ['@bob@other.example', 'other.example'],
    ['bob@other.example:8443', 'other.example:8443'],
    ['other.example/@bob', 'other.example'],
    ['other.example', 'other.example'],
    ['https://other.example/', 'other.example'],
    ['', ''],
    ['not a host', 'not a host'],
  ])('%j → %j', (input, expected) => {
    expect(instanceFromLoginInput(input)).toBe(expected);
  });

  it('gives normalizeInstance a host it accepts', () => {
    expect(
      normalizeInstance(instanceFromLoginInput('https://other.example/@bob/1'), 'default.example'),
    ).toBe('other.example');
  });
});

describe('shownInstance', () => {
  const loggedOut = { instance: 'default.example', isLoggedIn: false };
  const loggedIn = { instance: 'home.example', isLoggedIn: true };
  test.each([
    ['logged out, the route names another instance', loggedOut, 'other.example', 'other.example'],
    ['logged out, named in capitals', loggedOut, 'Other.Example:8800', 'other.example:8800'],
    ['logged out, the route names none', loggedOut, undefined, 'default.example'],
    ['logged out, the route names no valid instance', loggedOut, '-bad.example', 'default.example'],
    ['logged in, the route names another instance', loggedIn, 'other.example', 'home.example'],
    ['logged in, the route names none', loggedIn, undefined, 'home.example'],
  ])('%s', (_, session, route, expected) => {
    expect(shownInstance(session, route)).toBe(expected);
  });
});
