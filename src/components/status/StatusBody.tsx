import type { mastodon } from 'masto';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { appPaths } from '../../lib/app-paths';
import { nativeQuote } from '../../lib/status-content';
import { useSetting } from '../../state/settings';
import { MediaGrid } from '../media/MediaGrid';
import { quotablePostLinks } from './content-links';
import { ContentWarning } from './ContentWarning';
import { parsedContent } from './parsed-content';
import { PreviewCard } from './PreviewCard';
import { StatusActions } from './StatusActions';
import { StatusContent } from './StatusContent';
import { BoostedBy, ReplyingTo } from './StatusContext';
import { StatusHeader } from './StatusHeader';
import { statusLabelText } from './status-label';
import { StatusPoll } from './StatusPoll';
import { StatusQuote } from './StatusQuote';
import { UnfurledQuote } from './UnfurledQuote';

export type StatusVariant = 'timeline' | 'focus' | 'quote';

interface StatusBodyProps {
  status: mastodon.v1.Status;
  instance: string;
  variant: StatusVariant;
  /** A 'blur' filter matched: media stays covered like sensitive media. */
  blurMedia: boolean;
  threadTotal?: number;
}

/** A post, completely: context lines, header, content warning, text, quote, media, poll, card, actions. */
export function StatusBody({ status, instance, variant, blurMedia, threadTotal }: StatusBodyProps) {
  const navigate = useNavigate();
  const [timelineActions] = useSetting('timelineActions');
  const post = status.reblog ?? status;
  const booster = status.reblog ? status.account : null;
  const nodes = parsedContent(post);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const isQuote = variant === 'quote';
  const hasNativeQuote = Boolean(post.quote);
  const unfurlLinks = useMemo(
    () => (isQuote || hasNativeQuote || nativeQuote(post) ? [] : quotablePostLinks(nodes)),
    [isQuote, hasNativeQuote, post, nodes],
  );

  const name = post.account.displayName || post.account.username;
  const label = `${name}: ${statusLabelText(post, nodes)}`;
  const hidden = Boolean(post.spoilerText) && !expanded;
  const showCard = post.card && post.mediaAttachments.length === 0 && !post.poll && !hasNativeQuote;
  const showActions = variant === 'focus' || (variant === 'timeline' && timelineActions);

  const openPost = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    void navigate(appPaths.status(instance, post.id));
  };

  return (
    <article
      className={`status status-${variant}`}
      tabIndex={0}
      aria-label={label}
      onKeyDown={openPost}
      data-status-id={post.id}
    >
      {booster && !isQuote && <BoostedBy booster={booster} instance={instance} />}
      {!isQuote && <ReplyingTo post={post} instance={instance} />}
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
            {post.quote && <StatusQuote quote={post.quote} instance={instance} nested={isQuote} />}
            {unfurlLinks.map((url) => (
              <UnfurledQuote key={url} url={url} />
            ))}
            <MediaGrid
              media={post.mediaAttachments}
              sensitive={(post.sensitive && !post.spoilerText) || blurMedia}
            />
            {post.poll && <StatusPoll post={post} poll={post.poll} instance={instance} />}
            {showCard && post.card && !isQuote && <PreviewCard card={post.card} />}
          </>
        )}
      </div>
      {showActions && <StatusActions status={status} instance={instance} />}
    </article>
  );
}
