import { Trans } from '@lingui/react/macro';

/** The reader's own note about the account, shown only to them. */
export function PrivateNote({ note }: { note: string }) {
  return (
    <p className="profile-note">
      <span className="profile-note-label">
        <Trans>Your private note:</Trans>
      </span>{' '}
      {note}
    </p>
  );
}
