import type { mastodon } from 'masto';
import { memo, useState } from 'react';
import type { FilterContext } from '../lib/filters';
import { useFilterOutcome } from '../state/filters';
import { useStoredPost } from '../state/posts';
import { FilteredNotice } from './status/FilteredNotice';
import { PostQuotes } from './status/PostQuotes';
import { StatusBody, type StatusVariant } from './status/StatusBody';

export type { StatusVariant };

export interface StatusCardProps {
  status: mastodon.v1.Status;
  /** The instance the post was read from; its links open the post there. */
  instance: string;
  /** Where the post is shown, for the reader's filters; no filtering without it. */
  context?: FilterContext;
  /** 'focus': the post a thread is about (full date, actions always); 'timeline' otherwise. */
  variant?: Exclude<StatusVariant, 'quote'>;
  /** The length of the author's self-thread, when the view knows it ("2/5" rather than "2"). */
  threadTotal?: number;
  /** The post it replies to is shown in the same view (a thread's nested replies). */
  parentShown?: boolean;
}

function FilteredStatusCard(props: StatusCardProps & { context: FilterContext }) {
  const { status, instance, context, variant = 'timeline', threadTotal, parentShown } = props;
  const outcome = useFilterOutcome(status, instance, context);
  const [showAnyway, setShowAnyway] = useState(false);
  const warned = outcome.action === 'warn' && !showAnyway;
  // A post filtered while it was shown ("Filter this post") took the focus with it: the notice
  // standing in its place picks it up.
  const shown = outcome.action !== 'hide' && !warned;
  const [shownBefore, setShownBefore] = useState(shown);
  const [filteredWhileShown, setFilteredWhileShown] = useState(false);
  if (shown !== shownBefore) {
    setShownBefore(shown);
    setFilteredWhileShown(shownBefore && warned);
  }
  if (outcome.action === 'hide') return null;
  if (warned) {
    return (
      <FilteredNotice
        titles={outcome.titles}
        onShow={() => setShowAnyway(true)}
        takeLostFocus={filteredWhileShown}
      />
    );
  }
  return (
    <StatusBody
      status={status}
      instance={instance}
      variant={variant}
      blurMedia={outcome.action === 'blur'}
      threadTotal={threadTotal}
      parentShown={parentShown}
      quotes={<PostQuotes post={status.reblog ?? status} instance={instance} />}
    />
  );
}

/**
 * A post as every screen shows it. Server HTML is never injected: content is rendered from its
 * parsed tree. The post is read from the account's post store (state/post-store.ts), so an edit,
 * a vote or a like shows in every view at once; a deleted post shows nowhere, nor one of a
 * blocked or muted account.
 */
export const StatusCard = memo(function StatusCard(props: StatusCardProps) {
  const stored = useStoredPost(props.instance, props.status);
  // The post a page is about stays when its author is hidden (the reader chose to open it), and
  // so does a notification's (its row is kept only while their notifications are not hidden).
  const kept = props.variant === 'focus' || props.context === 'notifications';
  if (stored.deleted || (stored.hidden && !kept)) return null;
  const { context } = props;
  if (context) return <FilteredStatusCard {...props} status={stored.status} context={context} />;
  const { instance, variant = 'timeline', threadTotal, parentShown } = props;
  const status = stored.status;
  return (
    <StatusBody
      status={status}
      instance={instance}
      variant={variant}
      blurMedia={false}
      threadTotal={threadTotal}
      parentShown={parentShown}
      quotes={<PostQuotes post={status.reblog ?? status} instance={instance} />}
    />
  );
});
