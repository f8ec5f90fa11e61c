import { expect, test } from 'vitest';
import { parseStoredRegistrations } from './app-registration';

const registration = {
  clientId: 'id',
  clientSecret: 'secret',
  redirectUri: 'https://petrel.example/',
  vapidKey: 'key',
};

test.each([
  ['one per instance', { 'a.example': registration }, { 'a.example': registration }],
  // Stored before the push key was kept.
  [
    'an older one without its push key',
    { 'a.example': { ...registration, vapidKey: undefined } },
    { 'a.example': { ...registration, vapidKey: null } },
  ],
  [
    'one unreadable entry among good ones',
    { 'a.example': registration, 'b.example': { clientId: 'id' }, 'c.example': 'secret' },
    { 'a.example': registration },
  ],
  ['an entry with empty credentials', { 'a.example': { ...registration, clientSecret: '' } }, {}],
  ['a string', 'registrations', {}],
  ['a number', 42, {}],
  ['nothing', null, {}],
])('stored app registrations: %s', (_name, stored, expected) => {
  expect(parseStoredRegistrations(stored)).toEqual(expected);
});
