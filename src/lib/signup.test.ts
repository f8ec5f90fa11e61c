import { describe, expect, test } from 'vitest';
import {
  checkSignUp,
  emptySignUpForm,
  errorsFromDetails,
  hasErrors,
  registrationsOf,
  type Registrations,
} from './signup';

const open: Registrations = { enabled: true, approvalRequired: false, message: null, url: null };
const filled = {
  ...emptySignUpForm('en'),
  username: 'newcomer',
  email: 'new@example.com',
  password: 'correct horse',
  confirm: 'correct horse',
  agreement: true,
};

describe('checking the form before sending', () => {
  test('a complete form passes', () => {
    expect(checkSignUp(filled, open)).toEqual({});
    expect(hasErrors(checkSignUp(filled, open))).toBe(false);
  });
  test('an empty form says what is missing, field by field', () => {
    expect(checkSignUp(emptySignUpForm('en'), open)).toEqual({
      username: ['ERR_BLANK'],
      email: ['ERR_BLANK'],
      password: ['ERR_BLANK'],
      agreement: ['ERR_ACCEPTED'],
    });
  });
  test('a short password, a different confirmation and a bad username', () => {
    expect(
      checkSignUp({ ...filled, username: 'new comer', password: 'short', confirm: 'shirt' }, open),
    ).toEqual({
      username: ['ERR_INVALID'],
      password: ['ERR_TOO_SHORT'],
      confirm: ['ERR_MISMATCH'],
    });
  });
  test('the reason is needed only when the server approves sign-ups', () => {
    expect(checkSignUp(filled, { ...open, approvalRequired: true })).toEqual({
      reason: ['ERR_BLANK'],
    });
    expect(checkSignUp({ ...filled, reason: 'Hi' }, { ...open, approvalRequired: true })).toEqual(
      {},
    );
  });
});

describe("the server's errors", () => {
  test('go to their fields; the others are kept apart', () => {
    expect(
      errorsFromDetails({
        username: [{ error: 'ERR_TAKEN', description: 'has already been taken' }],
        email: [
          { error: 'ERR_INVALID', description: 'is invalid' },
          { error: 'ERR_BLOCKED', description: 'uses a disallowed provider' },
        ],
        dateOfBirth: [{ error: 'ERR_BELOW_LIMIT', description: 'is below the age limit' }],
        junk: 'nope',
      }),
    ).toEqual({
      fields: { username: ['ERR_TAKEN'], email: ['ERR_INVALID', 'ERR_BLOCKED'] },
      other: ['dateOfBirth is below the age limit'],
    });
  });
  test('nothing usable is nothing', () => {
    expect(errorsFromDetails(undefined)).toEqual({ fields: {}, other: [] });
    expect(errorsFromDetails([1])).toEqual({ fields: {}, other: [] });
  });
});

describe('registration facts', () => {
  test('from v2', () => {
    expect(
      registrationsOf({
        registrations: {
          enabled: true,
          approvalRequired: true,
          message: '<p>Say hi</p>',
          url: 'https://elsewhere.example/join',
        },
      }),
    ).toEqual({
      enabled: true,
      approvalRequired: true,
      message: '<p>Say hi</p>',
      url: 'https://elsewhere.example/join',
    });
  });
  test('from v1', () => {
    expect(registrationsOf({ registrations: true, approvalRequired: true })).toEqual({
      enabled: true,
      approvalRequired: true,
      message: null,
      url: null,
    });
  });
  test('unknown or unsafe values read as closed, without a link', () => {
    expect(registrationsOf(null).enabled).toBe(false);
    expect(registrationsOf({ registrations: { enabled: true, url: 'javascript:x' } }).url).toBe(
      null,
    );
  });
});
