import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MastoHttpError, MastoTimeoutError } from 'masto';
import { beforeAll, expect, test } from 'vitest';
import { AccountRequiredError, LoginRequiredError } from '../api/errors';
import { LoginError } from '../api/login-errors';
import { AccessTokenNotFoundError, AccountNotFoundError } from '../lib/accounts';
import { InvalidInstanceError } from '../lib/instance';
import { InvalidSettingsError } from '../lib/settings';
import { toErrorMessage } from './error-messages';

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
