import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from '../router';
import { resolveStatusUrl } from '../../api/resolve';
import { toErrorMessage } from '../error-messages';
import { appPaths } from '../../lib/app-paths';
import { useMastoClient, useSession } from '../../state/session';
import type { InteractionBlock } from './use-interaction-gate';

interface InteractionNoticeProps {
  block: InteractionBlock;
  /** The post's own URL, resolved on the session's instance by "Open on my instance". */
  url: string;
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

/** Why an action didn't happen: 'Login required.' or the other-instance message with a way out. */
export function InteractionNotice({ block, url }: InteractionNoticeProps) {
  return (
    <div className="status-notice" role="status">
      {block === 'login-required' ? (
        <Trans>Login required.</Trans>
      ) : (
        <>
          <Trans>
            Sorry, your current logged-in instance can't interact with this post from another
            instance.
          </Trans>{' '}
          <OpenOnMyInstance url={url} />
        </>
      )}
    </div>
  );
}
