import { expect, test } from 'vitest';
import { parseOAuthCallback, redirectUriFor, urlWithoutOAuthParams } from './oauth-callback';

test.each([
  ['?code=abc&state=xyz', { kind: 'code', code: 'abc', state: 'xyz' }],
  ['?code=abc', { kind: 'code', code: 'abc', state: '' }],
  ['?error=access_denied&error_description=no', { kind: 'denied' }],
  ['?error=server_error', { kind: 'error', error: 'server_error' }],
  ['', null],
  ['?other=1', null],
])('%j', (search, expected) => {
  expect(parseOAuthCallback(search)).toEqual(expected);
});

test('redirect URI is the page without query or hash', () => {
  expect(redirectUriFor({ origin: 'http://127.0.0.1:4173', pathname: '/app/' })).toBe(
    'http://127.0.0.1:4173/app/',
  );
});

test('OAuth parameters are removed, everything else is kept', () => {
  expect(urlWithoutOAuthParams('http://h.example/?code=1&state=2&keep=3#/home')).toBe(
    'http://h.example/?keep=3#/home',
  );
  expect(urlWithoutOAuthParams('http://h.example/?code=1&state=2')).toBe('http://h.example/');
});
