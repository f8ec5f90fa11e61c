import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { canRetry, isUnauthorized } from '../api/errors';
import { toErrorMessage } from './error-messages';
import { useSessionExpired } from '../state/session';

interface ErrorMessageProps {
  error: unknown;
  /** The text for the action that failed, used for errors without a text of their own. */
  fallback: MessageDescriptor;
  /** Asks again; offered only when asking again can work (not for a 404 or a missing login). */
  onRetry?: () => void;
  children?: ReactNode;
}

export function ErrorMessage({ error, fallback, onRetry, children }: ErrorMessageProps) {
  const { i18n } = useLingui();
  // The shell says it once for the whole screen, with the ways back in.
  const sessionExpired = useSessionExpired();
  if (sessionExpired && isUnauthorized(error)) return null;
  return (
    <div className="notice notice-error" role="alert">
      <p>{i18n._(toErrorMessage(error, fallback))}</p>
      {onRetry && canRetry(error) && (
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
      {children}
    </div>
  );
}
