import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import type { ReactNode } from 'react';
import { Link } from '../router';
import { appPaths } from '../../lib/app-paths';
import { QuoteStateMessage } from './QuoteStateMessage';

type AnyQuote = Partial<mastodon.v1.Quote> & Partial<mastodon.v1.ShallowQuote> & { state: string };

interface StatusQuoteProps {
  quote: mastodon.v1.Quote | mastodon.v1.ShallowQuote;
  instance: string;
  /**
   * Renders the accepted quoted post (whole, or only its id for a shallow quote). Without it the
   * quote is inside a quote already and shows a link instead of nesting another card.
   */
  renderQuoted?: (quoted: mastodon.v1.Status | null, quotedId: string) => ReactNode;
}

/** A native quote: the quoted post when accepted, a short message per state otherwise. */
export function StatusQuote({ quote: raw, instance, renderQuoted }: StatusQuoteProps) {
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
  } else if (quotedId && renderQuoted) {
    body = renderQuoted(quoted, quotedId);
  } else if (quotedId) {
    body = (
      <Link to={appPaths.status(instance, quotedId)}>
        <Trans>Quoted post</Trans>
      </Link>
    );
  }
  return (
    <div className="status-quote" data-quote-state={quote.state}>
      {body}
    </div>
  );
}
