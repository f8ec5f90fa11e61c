import { Trans } from '@lingui/react/macro';
import { Link, Navigate } from '../../components/router';
import { appPaths } from '../../lib/app-paths';
import type { PastedUrlTarget } from '../../lib/pasted-url';
import { ResolveUrl } from './ResolveUrl';

/** A pasted URL: Petrel's own opens its screen, another server's is looked up by the instance. */
export function PastedUrl({ target }: { target: PastedUrlTarget }) {
  switch (target.kind) {
    case 'route':
      return <Navigate to={target.path} replace />;
    case 'resolve':
      return <ResolveUrl url={target.url} />;
    case 'needs-account':
      return (
        <div className="notice" role="note">
          <p>
            <Trans>
              Opening a post or profile from another server needs an account: your instance looks it
              up for you. Links to Petrel open without one.
            </Trans>
          </p>
          <p>
            <Link to={appPaths.login()}>
              <Trans>Log in</Trans>
            </Link>
          </p>
        </div>
      );
  }
}
