import type { mastodon } from 'masto';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '../router';
import { appPaths } from '../../lib/app-paths';
import { useSetting } from '../../state/settings';
import { MediaGrid } from '../media/MediaGrid';
import { ContentWarning } from './ContentWarning';
import { parsedContent } from './parsed-content';
import { usePostCommands } from './post-commands';
import { usePostClick } from './use-post-click';
import { PreviewCard } from './PreviewCard';
import { StatusActions } from './StatusActions';
import { StatusContent } from './StatusContent';
import { BoostedBy, ReplyingTo } from './StatusContext';
import { StatusHeader } from './StatusHeader';
import { statusLabelText } from './status-label';
import { StatusPoll } from './StatusPoll';
import { StatusTranslation } from './StatusTranslation';

export type StatusVariant = 'timeline' | 'focus' | 'quote';

interface StatusBodyProps {
  status: mastodon.v1.Status;
  instance: string;
  variant: StatusVariant;
  /** A 'blur' filter matched: media stays covered like sensitive media. */
  blurMedia: boolean;
  threadTotal?: number;
  /** The post it replies to is shown in the same view (a thread): no "Replying to" line. */
  parentShown?: boolean;
  /** The quoted posts, rendered by the caller (a quote renders a post, so StatusBody cannot import it). */
  quotes?: ReactNode;
}

/** A post, completely: context lines, header, content warning, text, quote, media, poll, card, actions. */
export function StatusBody(props: StatusBodyProps) {
  const { status, instance, variant, blurMedia, threadTotal, parentShown, quotes } = props;
  const navigate = useNavigate();
  const [timelineActions] = useSetting('timelineActions');
  const post = status.reblog ?? status;
  const booster = status.reblog ? status.account : null;
  const nodes = parsedContent(post);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const isQuote = variant === 'quote';
  const hasNativeQuote = Boolean(post.quote);

  const name = post.account.displayName || post.account.username;
  const label = `${name}: ${statusLabelText(post, nodes)}`;
  const hidden = Boolean(post.spoilerText) && !expanded;
  const showCard = post.card && post.mediaAttachments.length === 0 && !post.poll && !hasNativeQuote;
  const showActions = variant === 'focus' || (variant === 'timeline' && timelineActions);

  // `o` or Enter (app-wide keys) opens the post with focus.
  const articleRef = useRef<HTMLElement>(null);
  const postPath = appPaths.status(instance, post.id);
  usePostCommands(articleRef, { open: () => void navigate(postPath) });
  // A tap on the body opens the post, except on what has a meaning of its own.
  const clickHandlers = usePostClick(postPath, variant !== 'focus');

  return (
    <article
      className={`status status-${variant}`}
      tabIndex={0}
      aria-label={label}
      ref={articleRef}
      data-status-id={post.id}
      {...clickHandlers}
    >
      {booster && !isQuote && <BoostedBy booster={booster} instance={instance} />}
      {!isQuote && <ReplyingTo post={post} instance={instance} parentShown={parentShown} />}
      <StatusHeader post={post} instance={instance} variant={variant} threadTotal={threadTotal} />
      {post.spoilerText && (
        <ContentWarning
          text={post.spoilerText}
          emojis={post.emojis}
          expanded={expanded}
          controls={bodyId}
          onToggle={() => setExpanded((value) => !value)}
          language={post.language}
        />
      )}
      <div id={bodyId} className="status-body" hidden={hidden}>
        {!hidden && (
          <>
            <StatusContent nodes={nodes} instance={instance} language={post.language} />
            {quotes}
            <MediaGrid
              media={post.mediaAttachments}
              sensitive={(post.sensitive && !post.spoilerText) || blurMedia}
            />
            {post.poll && <StatusPoll post={post} poll={post.poll} instance={instance} />}
            {/* After the poll: never between the text and its options. */}
            {!isQuote && <StatusTranslation post={post} instance={instance} />}
            {showCard && post.card && !isQuote && <PreviewCard card={post.card} />}
          </>
        )}
      </div>
      {/* Without the buttons, the keys still reply, boost, like… and say why they can't. */}
      {!isQuote && (
        <StatusActions
          status={status}
          instance={instance}
          buttons={showActions}
          articleRef={articleRef}
          stays={variant === 'focus'}
        />
      )}
    </article>
  );
}
