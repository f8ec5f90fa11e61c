import { Trans } from '@lingui/react/macro';
import type { ComposerState } from '../../lib/compose/composer';

/** What the send button says: Save for an edit, Reply for a reply, and when it waits for a connection. */
export function SendLabel({ draft, online }: { draft: ComposerState; online: boolean }) {
  if (draft.send.phase === 'sending') {
    return draft.editing ? (
      <Trans>Saving…</Trans>
    ) : (
      <Trans comment="Status of the post button while the post is published">Posting…</Trans>
    );
  }
  if (draft.editing) return online ? <Trans>Save</Trans> : <Trans>Save when back online</Trans>;
  if (!online) return <Trans>Post when back online</Trans>;
  if (draft.scheduledAt !== null)
    return (
      <Trans comment="Button: schedules the post to be published at the chosen time (verb)">
        Schedule
      </Trans>
    );
  return draft.replyTo ? (
    <Trans context="verb: the button that sends a reply">Reply</Trans>
  ) : (
    <Trans context="verb: the button that publishes a post">Post</Trans>
  );
}

/** Why the visibility of an edited post cannot change. */
export function VisibilityLocked({ id }: { id: string }) {
  return (
    <p id={id} className="composer-note">
      <Trans>The visibility of a post cannot be changed once it is posted.</Trans>
    </p>
  );
}
