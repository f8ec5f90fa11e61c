import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MastoHttpError, MastoTimeoutError } from 'masto';
import { AccountRequiredError, isUnauthorized, LoginRequiredError } from '../api/errors';
import { LoginError } from '../api/login-errors';
import { AccessTokenNotFoundError, AccountNotFoundError } from '../lib/accounts';
import { InvalidInstanceError } from '../lib/instance';
import { InvalidSettingsError } from '../lib/settings';

function loginErrorMessage(error: LoginError): MessageDescriptor {
  switch (error.failure) {
    case 'register':
      return msg`Failed to register application`;
    case 'login':
      return msg`Failed to log in. Please try again or try another instance.`;
    case 'cancelled':
      return msg`Login was cancelled on the server. You can try again.`;
    case 'state-mismatch':
      return msg`This login response does not match the login that was started, so it was ignored for your safety. Please try again.`;
    case 'invalid-instance':
      return msg`Invalid instance`;
    case 'unreachable': {
      const host = error.host;
      return msg`${host} could not be reached.`;
    }
  }
}

/**
 * The message to show a person for an error. Known errors get their own text; anything else
 * gets `fallback`, the text for the action that failed (e.g. 'Unable to load posts.').
 */
export function toErrorMessage(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  if (error instanceof LoginError) return loginErrorMessage(error);
  if (error instanceof InvalidInstanceError) return msg`Invalid instance`;
  if (error instanceof InvalidSettingsError) return msg`Invalid settings format`;
  if (error instanceof LoginRequiredError) return msg`Login required.`;
  if (error instanceof AccessTokenNotFoundError) return msg`Access token not found`;
  if (error instanceof AccountNotFoundError) {
    const id = error.accountId;
    return msg`Account ${id} not found`;
  }
  if (error instanceof AccountRequiredError) {
    return msg`This server only shows this to people logged in to it.`;
  }
  if (isUnauthorized(error)) {
    return msg`Your session has expired or was revoked. Please log in again.`;
  }
  if (error instanceof MastoHttpError && error.statusCode === 429) {
    return msg`The server is receiving too many requests. Please wait a moment and try again.`;
  }
  if (error instanceof MastoTimeoutError) return msg`Request timed out.`;
  return fallback;
}
