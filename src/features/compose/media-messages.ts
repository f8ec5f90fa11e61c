import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MastoHttpError } from 'masto';
import { canRetry, serverMessage } from '../../api/errors';
import { UploadNetworkError } from '../../api/media-upload';
import { toErrorMessage } from '../../components/error-messages';
import type { AddProblem } from '../../lib/compose/media-limits';
import {
  MediaFileError,
  MediaProcessingTimeoutError,
  MediaUploadError,
  MissingFileError,
} from '../../state/media-upload';

/** A size in megabytes, as servers state their limits. */
function megabytes(bytes: number, i18n: I18n): string {
  return new Intl.NumberFormat(i18n.locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
}

/** Why an upload failed, in words, and whether trying again could work. */
export function uploadFailure(error: unknown, i18n: I18n): { message: string; retryable: boolean } {
  const cause = error instanceof MediaUploadError ? error.cause : error;
  if (cause instanceof MediaFileError) {
    if (cause.problem.problem === 'type')
      return {
        message: i18n._(msg`This server does not take files of this type.`),
        retryable: false,
      };
    const limit = megabytes(cause.problem.limit, i18n);
    return {
      message: i18n._(msg`The file is too large: this server takes up to ${limit}.`),
      retryable: false,
    };
  }
  if (cause instanceof MissingFileError)
    return {
      message: i18n._(msg`The file is no longer in this draft: remove it and add it again.`),
      retryable: false,
    };
  if (cause instanceof MediaProcessingTimeoutError)
    return { message: i18n._(msg`Media processing timed out`), retryable: true };
  if (cause instanceof UploadNetworkError)
    return { message: i18n._(msg`The upload could not reach the server.`), retryable: true };
  if (cause instanceof MastoHttpError && cause.statusCode === 413)
    return { message: i18n._(msg`The server refused the file as too large.`), retryable: false };
  const failure = i18n._(toErrorMessage(cause, msg`Unable to upload the file.`));
  const said = serverMessage(cause);
  return {
    message: said ? `${failure} ${said}` : failure,
    // A refusal (422) stays a refusal; a server error or a lost answer may not.
    retryable: !(cause instanceof MastoHttpError) || canRetry(cause),
  };
}

export function addProblemMessage(problem: AddProblem, i18n: I18n): string {
  if (problem.problem === 'count') {
    const max = problem.max;
    return i18n._(msg`A post can have up to ${max} files.`);
  }
  return i18n._(msg`A video or audio file goes alone: it cannot share a post with other files.`);
}
