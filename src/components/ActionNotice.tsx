import { Trans } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from './router';

/**
 * What an action did, over the foot of the screen, with a way to dismiss it; nothing shows while
 * `children` is null or false. The notice belongs to the screen it was shown on: changing screen
 * dismisses it.
 */
export function ActionNotice({
  className,
  onDismiss,
  children,
}: {
  className?: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  useEffect(() => onDismiss, [pathname, onDismiss]);
  return (
    <div
      className={
        className ? `floating-notice action-notice ${className}` : 'floating-notice action-notice'
      }
      role="status"
    >
      {children != null && children !== false && (
        <p className="notice">
          {children}{' '}
          <button type="button" className="button" onClick={onDismiss}>
            <Trans context="close a notice">Dismiss</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
