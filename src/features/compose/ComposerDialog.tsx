import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link, useNavigate } from '../../components/router';
import { ModalDialog } from '../../components/ModalDialog';
import { appPaths } from '../../lib/app-paths';
import type { ComposeTarget } from '../../lib/compose/compose-target';
import { useComposerDialog } from '../../state/composer-dialog';
import { useSession } from '../../state/session';
import '../../styles/compose.css';
import { CloseRequestContext } from './close-request';
import { ComposeFor } from './ComposeFor';

/** The composer over the current screen (full screen on a phone). */
export function ComposerDialog({ target }: { target: ComposeTarget }) {
  const { t } = useLingui();
  const session = useSession();
  const { close, sent, handed } = useComposerDialog();
  const titleId = useId();
  const navigate = useNavigate();
  const closeRequest = useRef<(() => void) | null>(null);
  return (
    <ModalDialog
      className="dialog composer-dialog"
      labelledBy={titleId}
      // The composer asks before closing over anything written (Escape in its form reaches it
      // first); while it is still loading, nothing is written yet.
      onCancel={() => (closeRequest.current ? closeRequest.current() : close())}
    >
      <CloseRequestContext value={closeRequest}>
        <div className="composer-dialog-header">
          <button
            type="button"
            className="composer-tool composer-close"
            aria-label={t`Close`}
            title={t`Close`}
            onClick={() => (closeRequest.current ? closeRequest.current() : close())}
          >
            <X className="icon" aria-hidden="true" />
          </button>
          <h2 id={titleId}>
            {target.edit ? (
              <Trans>Edit post</Trans>
            ) : target.replyTo ? (
              <Trans context="noun: the title of the composer writing a reply">Reply</Trans>
            ) : target.quote ? (
              <Trans context="noun: the title of the composer writing a quote post">Quote</Trans>
            ) : (
              <Trans>New post</Trans>
            )}
          </h2>
          {/* Leaving the screen closes the dialog; its draft stays, listed there. */}
          <Link className="composer-drafts" to={appPaths.drafts()}>
            <Trans>Drafts</Trans>
          </Link>
        </div>
        <ComposeFor
          target={target}
          handed={handed}
          onSent={(post, losses) => sent(session.instance, post.id, Boolean(target.edit), losses)}
          onScheduled={() => {
            close();
            void navigate(appPaths.scheduled());
          }}
          onClose={close}
        />
      </CloseRequestContext>
    </ModalDialog>
  );
}

// The posted notice outlives the dialog; its words load with the composer, not before the first post.
export { PostedSummary } from './PostedLosses';
