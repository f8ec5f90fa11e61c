import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { NotFoundNotice } from '../../components/Unavailable';
import { appPaths } from '../../lib/app-paths';
import { draftSlotOf } from '../../lib/compose/compose-target';
import { draftFromScheduled } from '../../lib/compose/scheduled-draft';
import { loadDraft, saveDraft } from '../../state/drafts';
import { replyTargetOf } from '../../state/scheduled';
import { queryKeys } from '../../state/query-keys';
import { useSession } from '../../state/session';
import { Composer, type ComposerDone } from './Composer';

/**
 * Prepares the draft of a scheduled post opened to edit: the one kept on this device if the
 * person already started changing it, else the post as the server has it.
 */
function usePreparedDraft(id: string) {
  const session = useSession();
  const slot = draftSlotOf({ scheduled: id });
  return useQuery({
    queryKey: queryKeys.scheduledDraft(session.instance, id),
    queryFn: async () => {
      if (await loadDraft(session.scopeKey, slot)) return true;
      const scheduled = await session.client.v1.scheduledStatuses.$select(id).fetch();
      const inReplyToId = (scheduled.params as { inReplyToId?: unknown }).inReplyToId;
      const replyTo =
        typeof inReplyToId === 'string' || typeof inReplyToId === 'number'
          ? await replyTargetOf(session.client, String(inReplyToId))
          : null;
      const draft = draftFromScheduled(scheduled, crypto.randomUUID(), replyTo);
      await saveDraft(session.scopeKey, slot, { ...draft, send: { phase: 'editing' } });
      return true;
    },
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** `#/compose?scheduled={id}`: a scheduled post in the composer, replaced once posted again. */
export function ScheduledComposer({ id, ...done }: ComposerDone & { id: string }) {
  const { t } = useLingui();
  const prepared = usePreparedDraft(id);
  if (prepared.isPending) return <Loading />;
  if (prepared.isError) {
    return isNotFound(prepared.error) ? (
      <NotFoundNotice
        message={t`This scheduled post no longer exists: it was published or cancelled.`}
        backTo={appPaths.scheduled()}
        backLabel={<Trans>Back to scheduled posts</Trans>}
      />
    ) : (
      <ErrorMessage
        error={prepared.error}
        fallback={msg`Unable to load the scheduled post.`}
        onRetry={() => void prepared.refetch()}
      />
    );
  }
  return <Composer {...done} slot={draftSlotOf({ scheduled: id })} replacesScheduled={id} />;
}
