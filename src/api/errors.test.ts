import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MastoHttpError, MastoTimeoutError } from 'masto';
import { beforeAll, expect, test } from 'vitest';
import { AccessTokenNotFoundError, AccountNotFoundError } from '../lib/accounts';
import { InvalidInstanceError } from '../lib/instance';
import { InvalidSettingsError } from '../lib/settings';
import {
  AccountRequiredError,
  LoginRequiredError,
  canRetry,
  failureOf,
  isNotFound,
  queryRetryPolicy,
  toErrorMessage,
} from './errors';
import { LoginError } from './login-errors';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const fallback = msg`Unable to load posts.`;
const text = (error: unknown) => i18n._(toErrorMessage(error, fallback));

test.each([
  [new InvalidInstanceError(), 'Invalid instance'],
  [new LoginError('register'), 'Failed to register application'],
  [new LoginError('login'), 'Failed to log in. Please try again or try another instance.'],
  [new LoginRequiredError(), 'Login required.'],
  [new InvalidSettingsError(), 'Invalid settings format'],
  [new AccessTokenNotFoundError(), 'Access token not found'],
  [new AccountNotFoundError('42'), 'Account 42 not found'],
  [
    new MastoHttpError({ statusCode: 401, message: 'x' }),
    'Your session has expired or was revoked. Please log in again.',
  ],
  [
    new AccountRequiredError({ statusCode: 401, message: 'x' }),
    'This server only shows this to people logged in to it.',
  ],
  [new MastoTimeoutError('Request timed out'), 'Request timed out.'],
  [new MastoHttpError({ statusCode: 500, message: 'x' }), 'Unable to load posts.'],
  [new TypeError('Failed to fetch'), 'Unable to load posts.'],
])('%o reads %j', (error, expected) => {
  expect(text(error)).toBe(expected);
});

test('domain errors keep the exact English messages', () => {
  expect(new LoginRequiredError().message).toBe('Login required.');
  expect(new LoginError('login').message).toBe(
    'Failed to log in. Please try again or try another instance.',
  );
  expect(new LoginError('register').message).toBe('Failed to register application');
});

test('isNotFound: 404 and 410 only', () => {
  const http = (statusCode: number) => new MastoHttpError({ statusCode, message: 'x' });
  expect([404, 410, 401, 500].map((code) => isNotFound(http(code)))).toEqual([
    true,
    true,
    false,
    false,
  ]);
  expect(isNotFound(new TypeError('x'))).toBe(false);
});

test('the retry policy reads a 429 Retry-After from the answer', () => {
  const response = new Response(null, { status: 429, headers: { 'Retry-After': '3' } });
  const error = new MastoHttpError({ statusCode: 429, message: 'x' }, { cause: response });
  expect(failureOf(error)).toEqual({ status: 429, retryAfterMs: 3000 });
  expect(queryRetryPolicy.retry(0, error)).toBe(true);
  expect(queryRetryPolicy.retryDelay(0, error)).toBe(3000);
  const missing = new MastoHttpError({ statusCode: 404, message: 'x' });
  expect(queryRetryPolicy.retry(0, missing)).toBe(false);
  expect(queryRetryPolicy.retry(0, new LoginRequiredError())).toBe(false);
  expect(queryRetryPolicy.retry(0, new TypeError('Failed to fetch'))).toBe(true);
});

test('canRetry: a button to try again only where asking again can change the answer', () => {
  const http = (statusCode: number) => new MastoHttpError({ statusCode, message: 'x' });
  expect([500, 429, 404, 410, 403, 422].map((code) => canRetry(http(code)))).toEqual([
    true,
    true,
    false,
    false,
    false,
    false,
  ]);
  expect(canRetry(new AccountRequiredError({ statusCode: 401, message: 'x' }))).toBe(false);
  expect(canRetry(new TypeError('Failed to fetch'))).toBe(true);
});
