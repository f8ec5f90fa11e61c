import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../components/router';
import { appPaths } from '../../lib/app-paths';

/** On one's own profile: editing it, and the accounts one has blocked or muted. */
export function OwnProfileLinks() {
  const { t } = useLingui();
  return (
    <nav className="profile-own-links" aria-label={t`Your profile`}>
      <Link className="button button-primary" to={appPaths.editProfile()}>
        <Trans>Edit profile</Trans>
      </Link>
      <Link className="button" to={appPaths.blocked()}>
        <Trans>Blocked users</Trans>
      </Link>
      <Link className="button" to={appPaths.muted()}>
        <Trans>Muted users</Trans>
      </Link>
    </nav>
  );
}
