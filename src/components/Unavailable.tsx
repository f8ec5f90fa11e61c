import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from './router';
import { appPaths } from '../lib/app-paths';

interface NotFoundNoticeProps {
  /** What is missing, e.g. "Post not found." */
  message: string;
  /** Where the way back leads (Home unless given) and what it is called. */
  backTo?: string;
  backLabel?: ReactNode;
}

/** A thing the server says does not exist (404): said plainly, with a way back and no retry. */
export function NotFoundNotice({ message, backTo, backLabel }: NotFoundNoticeProps) {
  return (
    <div className="notice">
      <p>{message}</p>
      <p>
        <Link to={backTo ?? appPaths.home()}>{backLabel ?? <Trans>Back to Home</Trans>}</Link>
      </p>
    </div>
  );
}

/** Something this server does not offer: not an error, so no error box and no retry. */
export function NotOfferedNotice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="notice">
      <p>{message}</p>
      {children}
    </div>
  );
}
