import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { toErrorMessage } from '../api/errors';

interface ErrorMessageProps {
  error: unknown;
  /** The text for the action that failed, used for errors without a text of their own. */
  fallback: MessageDescriptor;
  children?: ReactNode;
}

export function ErrorMessage({ error, fallback, children }: ErrorMessageProps) {
  const { i18n } = useLingui();
  return (
    <div className="notice notice-error" role="alert">
      <p>{i18n._(toErrorMessage(error, fallback))}</p>
      {children}
    </div>
  );
}
