import type { mastodon } from 'masto';
import { lazy, Suspense, useMemo } from 'react';
import { nativeQuote } from '../../lib/status-content';
import { useStatus } from '../../state/statuses';
import { quotablePostLinks } from './content-links';
import { parsedContent } from './parsed-content';
import { QuoteCard } from './QuoteCard';
import { StatusQuote } from './StatusQuote';

// Resolving quoted links takes a search queue: loaded only for posts that quote by link.
const UnfurledQuote = lazy(() =>
  import('./UnfurledQuote').then((m) => ({ default: m.UnfurledQuote })),
);

function ShallowQuotedPost({ id, instance }: { id: string; instance: string }) {
  const status = useStatus(instance, id);
  if (!status.data) return null;
  return <QuoteCard status={status.data} instance={instance} />;
}

/**
 * What a post quotes: its native quote as a card, or else the links in its text that point at
 * posts, unfurled into cards.
 */
export function PostQuotes({ post, instance }: { post: mastodon.v1.Status; instance: string }) {
  const hasNativeQuote = Boolean(post.quote);
  const nodes = parsedContent(post);
  const unfurlLinks = useMemo(
    () => (hasNativeQuote || nativeQuote(post) ? [] : quotablePostLinks(nodes)),
    [hasNativeQuote, post, nodes],
  );
  return (
    <>
      {post.quote && (
        <StatusQuote
          quote={post.quote}
          instance={instance}
          renderQuoted={(quoted, quotedId) =>
            quoted ? (
              <QuoteCard status={quoted} instance={instance} />
            ) : (
              <ShallowQuotedPost id={quotedId} instance={instance} />
            )
          }
        />
      )}
      {unfurlLinks.length > 0 && (
        <Suspense fallback={null}>
          {unfurlLinks.map((url) => (
            <UnfurledQuote key={url} url={url} />
          ))}
        </Suspense>
      )}
    </>
  );
}
