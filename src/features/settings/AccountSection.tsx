import { Trans } from '@lingui/react/macro';
import { Ban, CircleUser, UserPen, VolumeX } from 'lucide-react';
import { Link } from '../../components/router';
import { appPaths } from '../../lib/app-paths';
import { useCurrentAccount } from '../../state/accounts';

/** Logged in: one's profile, editing it, and the accounts one has blocked or muted. */
export function AccountSection() {
  const current = useCurrentAccount();
  if (!current) return null;
  return (
    <section className="settings-section" aria-labelledby="settings-account">
      <h2 id="settings-account">
        <Trans>Your account</Trans>
      </h2>
      <div className="button-row">
        <Link className="button" to={appPaths.account(current.instanceURL, current.info.id)}>
          <CircleUser className="icon" aria-hidden="true" />
          <Trans>Your profile</Trans>
        </Link>
        <Link className="button" to={appPaths.editProfile()}>
          <UserPen className="icon" aria-hidden="true" />
          <Trans>Edit profile</Trans>
        </Link>
        <Link className="button" to={appPaths.blocked()}>
          <Ban className="icon" aria-hidden="true" />
          <Trans>Blocked users</Trans>
        </Link>
        <Link className="button" to={appPaths.muted()}>
          <VolumeX className="icon" aria-hidden="true" />
          <Trans>Muted users</Trans>
        </Link>
      </div>
    </section>
  );
}
