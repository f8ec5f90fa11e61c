import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useState } from 'react';
import { toErrorMessage } from '../../api/errors';
import { quoteOffer } from '../../lib/compose/quote';
import { safeExternalHref } from '../../lib/safe-href';
import {
  toggleConversationMute,
  toggleInteraction,
  type ToggleKind,
  type ToggleOutcome,
} from '../../state/interactions';
import { deletePost } from '../../state/compose';
import { useOpenComposer } from '../../state/composer-dialog';
import { useMastoClient, useSession } from '../../state/session';
import { useStatusInteractions } from '../../state/posts';
import { ActionButton } from './ActionButton';
import { InteractionNotice } from './InteractionNotice';
import { StatusMoreMenu, type MenuItem } from './StatusMoreMenu';
import { useOwnPostItems } from './use-own-post-items';
import { useInteractionBlock, type InteractionBlock } from './use-interaction-gate';

interface StatusActionsProps {
  /** The status as listed (a boost or a post); actions go to the original post. */
  status: mastodon.v1.Status;
  instance: string;
}

type Notice = { block: InteractionBlock } | { text: string; alert: boolean };

const FAILURES = {
  favourite: msg`Unable to like post.`,
  reblog: msg`Unable to boost post.`,
  bookmark: msg`Unable to bookmark post.`,
  mute: msg`Unable to mute conversation.`,
  delete: msg`Unable to delete post.`,
};

/** Reply, boost, like, bookmark and more, reading and writing the shared interaction overlay. */
export function StatusActions({ status, instance }: StatusActionsProps) {
  const { t, i18n } = useLingui();
  const post = status.reblog ?? status;
  const session = useSession();
  const client = useMastoClient();
  const openComposer = useOpenComposer();
  const block = useInteractionBlock(instance);
  const state = useStatusInteractions(instance, status);
  const [notice, setNotice] = useState<Notice | null>(null);
  const url = post.url ?? post.uri;

  const report = (outcome: ToggleOutcome, failure: keyof typeof FAILURES) => {
    if (outcome.kind === 'failed') {
      setNotice({ text: i18n._(toErrorMessage(outcome.error, FAILURES[failure])), alert: true });
    }
  };
  const guarded = (action: () => void) => () => {
    if (block) return setNotice({ block });
    setNotice(null);
    action();
  };
  const toggle = (kind: ToggleKind) =>
    guarded(() => {
      const input = { session, instance, status, client, kind };
      void toggleInteraction(input).then((outcome) => report(outcome, kind));
    });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice({ text: t`Link copied.`, alert: false });
    } catch {
      setNotice({ text: t`Unable to copy link.`, alert: true });
    }
  };
  const muteConversation = guarded(() => {
    void toggleConversationMute({ session, instance, status, client }).then((outcome) =>
      report(outcome, 'mute'),
    );
  });
  const own = instance === session.instance && post.account.id === session.account?.info.id;
  const remove = guarded(() => {
    if (!window.confirm(t`Delete this post? It will be gone for everyone.`)) return;
    deletePost(session, instance, post).catch((error: unknown) =>
      setNotice({ text: i18n._(toErrorMessage(error, FAILURES.delete)), alert: true }),
    );
  });
  const ownItems = useOwnPostItems(post, instance, (text) => setNotice({ text, alert: true }));
  const originalHref = safeExternalHref(url);
  // The post says how it may be quoted; without native quotes a public one is quoted by its link.
  const quotable = quoteOffer(post, true, session.account?.info.id) !== 'denied';
  const items: MenuItem[] = [
    { label: t`Copy link`, onSelect: () => void copyLink() },
    ...(originalHref ? [{ label: t`Open original page`, href: originalHref }] : []),
    ...(quotable
      ? [{ label: t`Quote`, onSelect: guarded(() => openComposer({ quote: post.id })) }]
      : []),
    {
      label: state.muted ? t`Unmute conversation` : t`Mute conversation`,
      onSelect: muteConversation,
    },
    ...(own ? [...ownItems, { label: t`Delete`, onSelect: remove }] : []),
  ];
  const boostable =
    post.visibility === 'public' ||
    post.visibility === 'unlisted' ||
    (post.visibility === 'private' && post.account.id === session.account?.info.id);

  return (
    <>
      <div className="status-actions" role="group" aria-label={t`Actions`}>
        <ActionButton
          icon="reply"
          label={t`Reply`}
          count={state.repliesCount}
          onClick={guarded(() => openComposer({ replyTo: post.id }))}
        />
        <ActionButton
          icon="boost"
          label={t`Boost`}
          pressed={state.reblogged}
          count={state.reblogsCount}
          disabled={!boostable && !state.reblogged}
          onClick={toggle('reblog')}
        />
        <ActionButton
          icon="like"
          label={t`Like`}
          pressed={state.favourited}
          count={state.favouritesCount}
          onClick={toggle('favourite')}
        />
        <ActionButton
          icon="bookmark"
          label={t`Bookmark`}
          pressed={state.bookmarked}
          onClick={toggle('bookmark')}
        />
        <StatusMoreMenu items={items} />
      </div>
      {notice &&
        ('block' in notice ? (
          <InteractionNotice block={notice.block} url={url} />
        ) : (
          <p className="status-notice" role={notice.alert ? 'alert' : 'status'}>
            {notice.text}
          </p>
        ))}
    </>
  );
}
