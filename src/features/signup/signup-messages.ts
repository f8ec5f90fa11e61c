import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What each of Mastodon's sign-up error codes (and ERR_MISMATCH) says next to its field. */
export const ERROR_MESSAGES: Record<string, MessageDescriptor> = {
  ERR_BLANK: msg`This is required.`,
  ERR_INVALID: msg`This is not valid.`,
  ERR_TAKEN: msg`This is already taken.`,
  ERR_RESERVED: msg`This name is reserved.`,
  ERR_ACCEPTED: msg`You need to agree to the server's rules.`,
  ERR_TOO_LONG: msg`This is too long.`,
  ERR_TOO_SHORT: msg`This is too short: use at least 8 characters.`,
  ERR_INCLUSION: msg`This is not one of the choices.`,
  ERR_BLOCKED: msg`This e-mail provider is not allowed on this server.`,
  ERR_UNREACHABLE: msg`This e-mail address does not seem to exist.`,
  ERR_UNSUPPORTED: msg`This is not supported.`,
  ERR_MISMATCH: msg`The passwords do not match.`,
};

export const UNKNOWN_ERROR = msg`The server did not accept this.`;
