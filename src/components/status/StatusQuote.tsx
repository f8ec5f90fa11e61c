import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from 'react-router';
import { appPaths } from '../../lib/app-paths';
import { useStatus } from '../../state/statuses';
import { QuoteCard } from './QuoteCard';
import { QuoteStateMessage } from './QuoteStateMessage';

type AnyQuote = Partial<mastodon.v1.Quote> & Partial<mastodon.v1.ShallowQuote> & { state: string };

interface StatusQuoteProps {
  quote: mastodon.v1.Quote | mastodon.v1.ShallowQuote;
  instance: string;
  /** Inside a quote already: show a link instead of nesting another card. */
  nested: boolean;
}

function ShallowQuotedPost({ id, instance }: { id: string; instance: string }) {
  const status = useStatus(instance, id);
  if (!status.data) return null;
  return <QuoteCard status={status.data} instance={instance} />;
}

/** A native quote: the quoted post when accepted, a short message per state otherwise. */
export function StatusQuote({ quote: raw, instance, nested }: StatusQuoteProps) {
  const quote = raw as AnyQuote;
  const quoted = quote.quotedStatus ?? null;
  const quotedId = quoted?.id ?? quote.quotedStatusId ?? null;
  let body;
  if (quote.state !== 'accepted') {
    body = (
      <p className="quote-state">
        <QuoteStateMessage state={quote.state} />
      </p>
    );
  } else if (nested) {
    body = quotedId ? (
      <Link to={appPaths.status(instance, quotedId)}>
        <Trans>Quoted post</Trans>
      </Link>
    ) : null;
  } else if (quoted) {
    body = <QuoteCard status={quoted} instance={instance} />;
  } else if (quotedId) {
    body = <ShallowQuotedPost id={quotedId} instance={instance} />;
  }
  return (
    <div className="status-quote" data-quote-state={quote.state}>
      {body}
    </div>
  );
}
