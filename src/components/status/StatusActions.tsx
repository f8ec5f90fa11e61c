import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { useState, type RefObject } from 'react';
import { toErrorMessage } from '../error-messages';
import { quoteOffer } from '../../lib/compose/quote';
import { toggleInteraction, type ToggleKind } from '../../state/interactions';
import { useOpenComposer } from '../../state/composer-dialog';
import { useMastoClient, useSession } from '../../state/session';
import { useStatusInteractions } from '../../state/posts';
import { Bookmark, Heart, Repeat2, Reply } from 'lucide-react';
import { ActionButton } from './ActionButton';
import { LazyInteractionNotice as InteractionNotice } from './LazyInteractionNotice';
import { usePostCommands } from './post-commands';
import { PostMoreMenu } from './PostMoreMenu';
import { useInteractionBlock, type InteractionBlock } from './use-interaction-gate';

const ACTIONS_LABEL = msg({
  message: 'Actions',
  comment: 'Label of the group of buttons under a post (reply, boost, like…)',
});

interface StatusActionsProps {
  /** The status as listed (a boost or a post); actions go to the original post. */
  status: mastodon.v1.Status;
  instance: string;
  /** Whether the buttons show; the keys work without them. */
  buttons?: boolean;
  /** The post's element, where the keys' commands arrive. */
  articleRef?: RefObject<HTMLElement | null>;
  /** The post stays on screen when its author is blocked or muted (the post a page is about). */
  stays?: boolean;
}

const NO_ELEMENT = { current: null };

type Notice = { block: InteractionBlock } | { text: string; alert: boolean };

const FAILURES = {
  favourite: msg`Unable to like post.`,
  reblog: msg`Unable to boost post.`,
  bookmark: msg`Unable to bookmark post.`,
};

/** Reply, boost, like, bookmark and more, reading and writing the shared interaction overlay. */
export function StatusActions({
  status,
  instance,
  stays = false,
  buttons = true,
  articleRef,
}: StatusActionsProps) {
  const { t, i18n } = useLingui();
  const post = status.reblog ?? status;
  const session = useSession();
  const client = useMastoClient();
  const openComposer = useOpenComposer();
  const block = useInteractionBlock(instance);
  const state = useStatusInteractions(instance, status);
  const [notice, setNotice] = useState<Notice | null>(null);
  const url = post.url ?? post.uri;

  const guarded = (action: () => void) => () => {
    if (block) return setNotice({ block });
    setNotice(null);
    action();
  };
  const toggle = (kind: ToggleKind) =>
    guarded(() => {
      const input = { session, instance, status, client, kind };
      void toggleInteraction(input).then((outcome) => {
        if (outcome.kind === 'failed') {
          setNotice({ text: i18n._(toErrorMessage(outcome.error, FAILURES[kind])), alert: true });
        }
      });
    });
  const boostable =
    post.visibility === 'public' ||
    post.visibility === 'unlisted' ||
    (post.visibility === 'private' && post.account.id === session.account?.info.id);
  const reply = guarded(() => openComposer({ replyTo: post.id }));
  const quotable = quoteOffer(post, true, session.account?.info.id) !== 'denied';
  const refuse = (text: string) => () => setNotice({ text, alert: false });
  usePostCommands(articleRef ?? NO_ELEMENT, {
    reply,
    boost:
      boostable || state.reblogged
        ? toggle('reblog')
        : guarded(refuse(t`This post cannot be boosted.`)),
    like: toggle('favourite'),
    bookmark: toggle('bookmark'),
    quote: guarded(() =>
      quotable ? openComposer({ quote: post.id }) : refuse(t`This post cannot be quoted.`)(),
    ),
  });

  return (
    <>
      {buttons && (
        <div className="status-actions" role="group" aria-label={i18n._(ACTIONS_LABEL)}>
          <ActionButton
            kind="reply"
            icon={Reply}
            label={t({ message: 'Reply', context: 'verb: the action on a post' })}
            count={state.repliesCount}
            onClick={reply}
          />
          <ActionButton
            kind="boost"
            icon={Repeat2}
            label={t({
              message: 'Boost',
              comment:
                'Verb: share a post with one’s followers (Mastodon’s term, also called reblog)',
            })}
            pressed={state.reblogged}
            count={state.reblogsCount}
            disabled={!boostable && !state.reblogged}
            onClick={toggle('reblog')}
          />
          <ActionButton
            kind="like"
            icon={Heart}
            label={t({ message: 'Like', comment: 'Verb: mark a post as liked (favourite)' })}
            pressed={state.favourited}
            count={state.favouritesCount}
            onClick={toggle('favourite')}
          />
          <ActionButton
            kind="bookmark"
            icon={Bookmark}
            label={t({ message: 'Bookmark', comment: 'Verb: save a post to one’s bookmarks' })}
            pressed={state.bookmarked}
            onClick={toggle('bookmark')}
          />
          <PostMoreMenu
            status={status}
            instance={instance}
            state={state}
            guarded={guarded}
            notify={(text, alert = false) => setNotice({ text, alert })}
            stays={stays}
          />
        </div>
      )}
      {notice &&
        ('block' in notice ? (
          <InteractionNotice
            block={notice.block}
            url={url}
            instance={instance}
            onClose={() => setNotice(null)}
          />
        ) : (
          <p className="status-notice" role={notice.alert ? 'alert' : 'status'}>
            {notice.text}
          </p>
        ))}
    </>
  );
}
