import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { appPaths } from '../../lib/app-paths';
import { useResolveStatus } from '../../state/search';
import { useSession } from '../../state/session';

/** Finds a post from another instance on the reader's own, where they can interact with it. */
export function OpenOnMyInstance({ status }: { status: mastodon.v1.Status }) {
  const { instance } = useSession();
  const navigate = useNavigate();
  const resolve = useResolveStatus();
  const open = () =>
    resolve.mutate(status.url ?? status.uri, {
      onSuccess: (found) => {
        if (found) void navigate(appPaths.status(instance, found.id));
      },
    });
  return (
    <div className="thread-other-instance">
      <button type="button" className="button" onClick={open} disabled={resolve.isPending}>
        {resolve.isPending ? (
          <Trans>Looking for the post…</Trans>
        ) : (
          <Trans>Open on my instance</Trans>
        )}
      </button>
      {resolve.isError && (
        <ErrorMessage
          error={resolve.error}
          fallback={msg`Unable to open the post on your instance.`}
        />
      )}
      {resolve.isSuccess && resolve.data === null && (
        <p role="status">
          <Trans>Your instance could not find this post.</Trans>
        </p>
      )}
    </div>
  );
}
