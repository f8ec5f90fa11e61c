import { MastoHttpError, MastoTimeoutError, MastoUnexpectedError } from 'masto';
import { expect, test } from 'vitest';
import {
  AccountRequiredError,
  LoginRequiredError,
  canRetry,
  failureOf,
  isNotFound,
  isRefused,
  queryRetryPolicy,
} from './errors';
import { LoginError } from './login-errors';

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

test('isRefused: a 4xx answer, never a lost or unreadable one', () => {
  const http = (statusCode: number) => new MastoHttpError({ statusCode, message: 'x' });
  expect([400, 401, 422, 429, 499, 500, 502, 504].map((code) => isRefused(http(code)))).toEqual([
    true,
    true,
    true,
    true,
    true,
    false,
    false,
    false,
  ]);
  expect(isRefused(new LoginRequiredError())).toBe(true);
  expect(isRefused(new TypeError('Failed to fetch'))).toBe(false);
  expect(isRefused(new MastoTimeoutError('Request timed out'))).toBe(false);
  expect(isRefused(new MastoUnexpectedError('unknown encoding'))).toBe(false);
  expect(isRefused(new SyntaxError('Unexpected end of JSON input'))).toBe(false);
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
