import type { mastodon } from 'masto';
import { StatusBody } from './StatusBody';
import { StatusQuote } from './StatusQuote';

/** A quoted post, compact; its own quote (if any) is a link, not another card. */
export function QuoteCard({ status, instance }: { status: mastodon.v1.Status; instance: string }) {
  const post = status.reblog ?? status;
  return (
    <StatusBody
      status={status}
      instance={instance}
      variant="quote"
      blurMedia={false}
      quotes={post.quote && <StatusQuote quote={post.quote} instance={instance} />}
    />
  );
}
