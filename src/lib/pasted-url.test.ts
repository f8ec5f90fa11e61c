import { expect, test } from 'vitest';
import { pastedUrlTarget } from './pasted-url';

const APP = 'https://petrel.example';
const loggedIn = { appOrigin: APP, isLoggedIn: true };
const loggedOut = { appOrigin: APP, isLoggedIn: false };

test.each([
  ['https://petrel.example/#/s/110', '/s/110'],
  ['https://petrel.example/#/social.example/s/110', '/social.example/s/110'],
  ['https://petrel.example/#/a/42', '/a/42'],
  ['https://petrel.example/#/social.example/a/42', '/social.example/a/42'],
  ['  https://petrel.example/#/t/tides  ', '/t/tides'],
  // Another Petrel's link that names its instance, and the path form on this app's address.
  ['https://other-petrel.example/#/Social.Example/s/110', '/social.example/s/110'],
  ['https://other-petrel.example/#/127.0.0.1:8787/a/7/', '/127.0.0.1:8787/a/7'],
  ['https://petrel.example/social.example/s/110', '/social.example/s/110'],
])('Petrel link %j opens %s', (input, path) => {
  expect(pastedUrlTarget(input, loggedIn)).toEqual({ kind: 'route', path });
  expect(pastedUrlTarget(input, loggedOut)).toEqual({ kind: 'route', path });
});

test.each([
  'https://other.example/@bob/123456',
  'https://other.example/users/bob/statuses/123',
  'https://other.example/@bob',
  'http://127.0.0.1:8787/@alice',
  // An instance-less route of another Petrel names no instance to read it from.
  'https://other-petrel.example/#/s/110',
  // Not a valid instance in the route.
  'https://other-petrel.example/#/not_a_host!/s/110',
  // The path form only on this app's own address.
  'https://other.example/social.example/s/110',
])('%j is resolved by the instance, which needs an account', (input) => {
  const url = new URL(input).href;
  expect(pastedUrlTarget(input, loggedIn)).toEqual({ kind: 'resolve', url });
  expect(pastedUrlTarget(input, loggedOut)).toEqual({ kind: 'needs-account', url });
});

test.each(['bob', '@bob@other.example', '#tides', 'ftp://other.example/x', 'https://', ''])(
  '%j is no URL',
  (input) => {
    expect(pastedUrlTarget(input, loggedIn)).toBeNull();
  },
);
