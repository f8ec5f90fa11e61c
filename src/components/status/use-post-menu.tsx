import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MastoHttpError, type mastodon } from 'masto';
import { useState } from 'react';
import { isMissingEndpoint, serverMessage } from '../../api/errors';
import { toErrorMessage } from '../error-messages';
import { fullHandle } from '../../lib/accounts';
import type { Capability } from '../../lib/capabilities';
import type { StatusInteractionState } from '../../lib/interaction-state';
import { quoteOffer } from '../../lib/compose/quote';
import { postMenuEntries, type PostMenuEntry } from '../../lib/post-menu';
import { safeExternalHref } from '../../lib/safe-href';
import {
  useChangeRelationship,
  useRelationship,
  type RelationshipChange,
} from '../../state/accounts-queries';
import { showAppNotice } from '../../state/app-notice';
import { markCapabilityMissing, useCapabilities } from '../../state/capabilities';
import { deletePost } from '../../state/post-deletion';
import { useOpenComposer } from '../../state/composer-dialog';
import {
  toggleConversationMute,
  toggleInteraction,
  togglePin,
  type BoostVisibility,
  type ToggleOutcome,
} from '../../state/interactions';
import { useMastoClient, useSession } from '../../state/session';
import { useConfirm } from '../use-confirm';
import { PostMenuDialog, type PostMenuDialogKind } from './PostMenuDialog';
import type { MenuItem } from './StatusMoreMenu';
import { useOwnPostItems } from './use-own-post-items';

export type Notify = (text: string, alert?: boolean) => void;

export interface PostMenuInput {
  status: mastodon.v1.Status;
  instance: string;
  /** The post's interaction state as stored. */
  state: StatusInteractionState;
  /** Wraps an action so that a reader who cannot act here is told why instead. */
  guarded: (action: () => void) => () => void;
  notify: Notify;
  /** The post stays on screen when its author is blocked or muted (the post a page is about). */
  stays?: boolean;
}

const UNAVAILABLE: Partial<Record<Capability, MessageDescriptor>> = {
  pins: msg`Pinning posts is not available on this server.`,
  conversationMutes: msg`Muting conversations is not available on this server.`,
};

/**
 * The items of a post's "More" menu, and the dialog one of them opened; the author's relationship
 * loads while the menu is `open`.
 */
export function usePostMenu(
  { status, instance, state, guarded, notify, stays = false }: PostMenuInput,
  open: boolean,
) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const client = useMastoClient();
  const post = status.reblog ?? status;
  const author = post.account;
  const acct = author.acct;
  const [dialog, setDialog] = useState<PostMenuDialogKind | null>(null);
  const { capabilities } = useCapabilities(instance);
  const canAct = session.isLoggedIn && instance.toLowerCase() === session.instance.toLowerCase();
  const viewerId = canAct ? (session.account?.info.id ?? null) : null;
  const relationship = useRelationship(
    instance,
    open && viewerId !== null && viewerId !== author.id ? author.id : undefined,
  );
  const change = useChangeRelationship(author.id);
  const openComposer = useOpenComposer();
  const { confirm, dialog: question } = useConfirm();
  const handle = fullHandle(acct, instance);
  const ownItems = useOwnPostItems(post, instance, confirm, (text) => notify(text, true));
  const url = post.url ?? post.uri;
  const originalHref = safeExternalHref(url);

  const fail = (error: unknown, fallback: MessageDescriptor, capability?: Capability) => {
    const unavailable = capability && UNAVAILABLE[capability];
    if (unavailable && isMissingEndpoint(error)) {
      markCapabilityMissing(session, instance, capability);
      return notify(i18n._(unavailable), true);
    }
    const detail = error instanceof MastoHttpError && error.statusCode === 422;
    const said = detail ? serverMessage(error) : undefined;
    notify([i18n._(toErrorMessage(error, fallback)), said].filter(Boolean).join(' '), true);
  };
  const settle =
    (fallback: MessageDescriptor, capability?: Capability) => (outcome: ToggleOutcome) => {
      if (outcome.kind === 'failed') fail(outcome.error, fallback, capability);
    };
  const input = { session, instance, status, client };

  const relate = (next: RelationshipChange, done: MessageDescriptor, failed: MessageDescriptor) =>
    // Not mutate's own callbacks: a block or a mute unmounts this post before they would run.
    void change.mutateAsync(next).then(
      (answer) => {
        const text = i18n._(
          next.kind === 'follow' && answer.requested ? msg`Follow request sent.` : done,
        );
        // A block or a mute takes this post (and its menu) out of the list: said above the screen.
        if (!stays && (next.kind === 'block' || next.kind === 'mute')) showAppNotice(session, text);
        else notify(text);
      },
      (error: unknown) => fail(error, failed),
    );
  const boost = (visibility: BoostVisibility) =>
    void toggleInteraction({ ...input, kind: 'reblog', visibility }).then(
      settle(msg`Unable to boost post.`),
    );

  const actions: Record<PostMenuEntry, () => MenuItem> = {
    'copy-link': () => ({
      label: t`Copy link`,
      onSelect: () =>
        void navigator.clipboard.writeText(url).then(
          () => notify(t`Link copied.`),
          () => notify(t`Unable to copy link.`, true),
        ),
    }),
    'open-original': () => ({ label: t`Open original page`, href: originalHref ?? undefined }),
    'boost-unlisted': () => ({ label: t`Boost as unlisted`, onSelect: () => boost('unlisted') }),
    'boost-private': () => ({
      label: t`Boost to followers only`,
      onSelect: () => boost('private'),
    }),
    pin: () => ({
      label: t`Pin on profile`,
      onSelect: () => void togglePin(input).then(settle(msg`Unable to pin post.`, 'pins')),
    }),
    unpin: () => ({
      label: t`Unpin from profile`,
      onSelect: () => void togglePin(input).then(settle(msg`Unable to unpin post.`, 'pins')),
    }),
    'mute-conversation': () => ({
      label: t`Mute conversation`,
      onSelect: () =>
        void toggleConversationMute(input).then(
          settle(msg`Unable to mute conversation.`, 'conversationMutes'),
        ),
    }),
    'unmute-conversation': () => ({
      label: t`Unmute conversation`,
      onSelect: () =>
        void toggleConversationMute(input).then(
          settle(msg`Unable to unmute conversation.`, 'conversationMutes'),
        ),
    }),
    follow: () => ({
      label: t`Follow @${acct}`,
      onSelect: () =>
        relate({ kind: 'follow' }, msg`Following @${acct}.`, msg`Unable to follow @${acct}.`),
    }),
    unfollow: () => ({
      label: t`Unfollow @${acct}`,
      onSelect: () =>
        void confirm({
          title: t`Unfollow ${handle}?`,
          detail: t`Their posts will no longer show on your Home timeline.`,
          confirmLabel: t`Unfollow`,
        }).then((yes) => {
          if (yes)
            relate(
              { kind: 'unfollow' },
              msg`Unfollowed @${acct}.`,
              msg`Unable to unfollow @${acct}.`,
            );
        }),
    }),
    'cancel-follow-request': () => ({
      label: t`Cancel follow request to @${acct}`,
      onSelect: () =>
        relate(
          { kind: 'unfollow' },
          msg`Follow request cancelled.`,
          msg`Unable to cancel the follow request.`,
        ),
    }),
    'mute-author': () => ({ label: t`Mute @${acct}`, onSelect: () => setDialog('mute') }),
    'unmute-author': () => ({
      label: t`Unmute @${acct}`,
      onSelect: () =>
        relate({ kind: 'unmute' }, msg`Unmuted @${acct}.`, msg`Unable to unmute @${acct}.`),
    }),
    'block-author': () => ({
      label: t`Block @${acct}`,
      onSelect: () =>
        void confirm({
          title: t`Block ${handle}?`,
          detail: t`They will no longer follow you or see your posts, and you will not see theirs.`,
          confirmLabel: t`Block`,
          danger: true,
        }).then((yes) => {
          if (yes)
            relate({ kind: 'block' }, msg`Blocked @${acct}.`, msg`Unable to block @${acct}.`);
        }),
    }),
    'unblock-author': () => ({
      label: t`Unblock @${acct}`,
      onSelect: () =>
        relate({ kind: 'unblock' }, msg`Unblocked @${acct}.`, msg`Unable to unblock @${acct}.`),
    }),
    'filter-post': () => ({ label: t`Filter this post`, onSelect: () => setDialog('filter') }),
    report: () => ({ label: t`Report @${acct}`, onSelect: () => setDialog('report') }),
    quote: () => ({
      label: t({ message: 'Quote', context: 'verb: the action on a post' }),
      onSelect: () => openComposer({ quote: post.id }),
    }),
    edit: () => ownItems.edit,
    'delete-and-redraft': () => ownItems.redraft,
    delete: () => ({
      label: t({
        message: 'Delete',
        comment: 'Button: deletes the item (a post, draft, filter or list)',
      }),
      onSelect: () =>
        void confirm({
          title: t`Delete this post? It will be gone for everyone.`,
          confirmLabel: t`Delete`,
          danger: true,
        }).then((yes) => {
          if (!yes) return;
          deletePost(session, instance, post).catch((error: unknown) =>
            fail(error, msg`Unable to delete post.`),
          );
        }),
    }),
  };

  const entries = postMenuEntries({
    post: { ...post, pinned: state.pinned, muted: state.muted, reblogged: state.reblogged },
    viewerId,
    hasOriginalPage: Boolean(originalHref),
    // The post says how it may be quoted; without native quotes a public one is quoted by its link.
    quotable: quoteOffer(post, true, session.account?.info.id) !== 'denied',
    edit: capabilities.edit,
    boostVisibility: capabilities.boostVisibility,
    pins: capabilities.pins,
    conversationMutes: capabilities.conversationMutes,
    filters: capabilities.filtersV2,
    relationship: relationship.data ?? undefined,
  });
  const explained = new Set<PostMenuEntry>(['copy-link', 'open-original']);
  const items = entries.map((entry) => {
    const item = actions[entry]();
    return item.onSelect && !explained.has(entry)
      ? { ...item, onSelect: guarded(item.onSelect) }
      : item;
  });

  const home = session.instance;
  const dialogNode = (dialog || question) && (
    <>
      {question}
      {dialog && (
        <PostMenuDialog
          kind={dialog}
          post={post}
          onClose={() => setDialog(null)}
          onReported={() => {
            setDialog(null);
            notify(t`Report sent. The moderators of ${home} will look into it.`);
          }}
          onMute={(choice) =>
            relate({ kind: 'mute', ...choice }, msg`Muted @${acct}.`, msg`Unable to mute @${acct}.`)
          }
          onFiltered={(title) => notify(t`Post added to the filter “${title}”.`)}
        />
      )}
    </>
  );
  return {
    items,
    dialog: dialogNode,
  };
}
