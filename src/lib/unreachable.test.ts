import { MastoHttpError, MastoTimeoutError, MastoUnexpectedError } from 'masto';
import { expect, test } from 'vitest';
import { isUnreachable } from './unreachable';

test('no connection or a time-out: the host could not be reached', () => {
  expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true);
  expect(isUnreachable(new MastoTimeoutError('Request timed out'))).toBe(true);
  expect(isUnreachable(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true);
});

test('any answer, even an error or an HTML page, means the host was reached', () => {
  expect(isUnreachable(new MastoHttpError({ statusCode: 404, message: 'Not found' }))).toBe(false);
  expect(isUnreachable(new MastoUnexpectedError('unknown encoding'))).toBe(false);
  expect(isUnreachable(new Error('Registration without credentials'))).toBe(false);
  expect(isUnreachable(new DOMException('Aborted', 'AbortError'))).toBe(false);
  expect(isUnreachable(null)).toBe(false);
});
