import { expect, test } from 'vitest';
import { muteEndsAt, normalizeDomain } from './blocks';

test('a typed domain is reduced to its host name', () => {
  expect(normalizeDomain('example.social')).toBe('example.social');
  expect(normalizeDomain('  https://Spam.Example/about?x=1 ')).toBe('spam.example');
  expect(normalizeDomain('@someone@birds.example')).toBe('birds.example');
  expect(normalizeDomain('birds.example:8443')).toBe('birds.example');
  expect(normalizeDomain('birds.example.')).toBe('birds.example');
  expect(normalizeDomain('bücher.example')).toBe('bücher.example');
});

test('what is not a domain name is refused', () => {
  expect(normalizeDomain('')).toBeNull();
  expect(normalizeDomain('localhost')).toBeNull();
  expect(normalizeDomain('two words.example')).toBeNull();
  expect(normalizeDomain('-bad.example')).toBeNull();
  expect(normalizeDomain('a..example')).toBeNull();
});

test('a mute ends when the server says, or lasts until unmuted', () => {
  expect(muteEndsAt({ muteExpiresAt: '2026-11-26T08:00:00.000Z' })?.toISOString()).toBe(
    '2026-11-26T08:00:00.000Z',
  );
  expect(muteEndsAt({ muteExpiresAt: null })).toBeNull();
  expect(muteEndsAt({})).toBeNull();
  expect(muteEndsAt({ muteExpiresAt: 'soon' })).toBeNull();
});
