import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LogIn } from 'lucide-react';
import { Link, useNavigate } from '../router';
import { ModalDialog } from '../ModalDialog';
import { resolveStatusUrl } from '../../api/resolve';
import { toErrorMessage } from '../error-messages';
import { appPaths } from '../../lib/app-paths';
import { useMastoClient, useSession } from '../../state/session';
import type { InteractionBlock } from './use-interaction-gate';
import '../../styles/login-choice.css';

interface InteractionNoticeProps {
  block: InteractionBlock;
  /** The post's own URL, resolved on the session's instance by "Open on my instance". */
  url: string;
  /** The instance the post is read from: the first way to log in. */
  instance: string;
  /** Closes the choice to log in (Escape, the backdrop, "Not now"). */
  onClose: () => void;
}

/** Logged out: a choice of where to log in (the instance being read, or another), never a bare refusal. */
function LogInChoice({ instance, onClose }: { instance: string; onClose: () => void }) {
  const titleId = useId();
  return (
    <ModalDialog
      className="post-dialog login-choice"
      labelledBy={titleId}
      onCancel={onClose}
      closeOnBackdrop
    >
      <h2 id={titleId} className="post-dialog-title">
        <Trans>Log in to take part</Trans>
      </h2>
      <p className="login-choice-text">
        <Trans>
          Reading needs no account; liking, boosting, replying, bookmarking and voting do.
        </Trans>
      </p>
      <div className="login-choice-actions">
        <Link className="button button-primary" to={appPaths.login(instance)}>
          <LogIn className="icon" aria-hidden="true" />
          <Trans>
            Log in to <bdi>{instance}</bdi>
          </Trans>
        </Link>
        <Link className="button" to={appPaths.login()}>
          <Trans>Log in to another instance</Trans>
        </Link>
        <button type="button" className="button" onClick={onClose}>
          <Trans comment="Closes the choice of where to log in">Not now</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}

function OpenOnMyInstance({ url }: { url: string }) {
  const { i18n } = useLingui();
  const session = useSession();
  const client = useMastoClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      const [found] = await resolveStatusUrl(client, url);
      if (!found) throw new Error('No results');
      void navigate(appPaths.status(session.instance, found.id));
    } catch (caught) {
      setError(i18n._(toErrorMessage(caught, msg`Unable to find this post on your instance.`)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={() => void open()}>
        <Trans>Open on my instance</Trans>
      </button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}

/** Why an action didn't happen: a choice of where to log in, or the other-instance message with a way out. */
export function InteractionNotice({ block, url, instance, onClose }: InteractionNoticeProps) {
  if (block === 'login-required') return <LogInChoice instance={instance} onClose={onClose} />;
  return (
    <div className="status-notice" role="status">
      <Trans>
        Sorry, your current logged-in instance can't interact with this post from another instance.
      </Trans>{' '}
      <OpenOnMyInstance url={url} />
    </div>
  );
}
